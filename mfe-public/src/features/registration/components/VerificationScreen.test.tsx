import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CodeResent, SessionTokens } from '@platform/api/contracts';
import { answer, apiError, HttpResponse, renderWithProviders } from '@platform/shared/testing';
import { VerificationScreen } from './VerificationScreen';

const EMAIL = 'valentina@cafe.cl';
const codeInput = () => screen.getByRole('textbox', { name: 'Código de verificación' });
const VERIFY_PATH = '/auth/client/verify-code';
const RESEND_PATH = '/auth/send-verification-code';
const resent: CodeResent = { message: 'ok', expiresInSeconds: 600, resendCooldownSeconds: 60 };

function renderScreen(props: Partial<Parameters<typeof VerificationScreen>[0]> = {}) {
  const onVerified = jest.fn();
  const onBack = jest.fn();
  renderWithProviders(
    <VerificationScreen email={EMAIL} onVerified={onVerified} onBack={onBack} {...props} />,
  );
  return { onVerified, onBack };
}

describe('VerificationScreen (spec 1 §2.6, §4.4, §8)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('takes digits only, six at most', async () => {
    renderScreen();
    await userEvent.type(codeInput(), '12a-34 5678');
    expect(codeInput()).toHaveValue('123456');
  });

  it("asks for exactly six digits: 'El código debe tener 6 dígitos'", async () => {
    const verify = answer('post', VERIFY_PATH, () => apiError(400));
    renderScreen();
    await userEvent.type(codeInput(), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
    expect(await screen.findByText('El código debe tener 6 dígitos')).toBeInTheDocument();
    expect(verify.requests).toHaveLength(0);
  });

  it('takes the focus back to the code, which reads its message, when it is incomplete', async () => {
    renderScreen();
    await userEvent.type(codeInput(), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
    await waitFor(() => expect(codeInput()).toHaveFocus());
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(codeInput()).toHaveAccessibleDescription('El código debe tener 6 dígitos');
  });

  it('verifies the code and hands over the tokens', async () => {
    const tokens: SessionTokens = {
      access_token: 'a',
      id_token: 'i',
      expires_in: 300,
      token_type: 'Bearer',
      scope: 'openid',
    };
    const verify = answer('post', VERIFY_PATH, tokens);
    const { onVerified } = renderScreen();
    await userEvent.type(codeInput(), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(tokens));
    expect(verify.requests.map((request) => request.body)).toEqual([
      { email: EMAIL, code: '654321' },
    ]);
    // With the browser's credentials: its answer sets the session cookie.
    expect(verify.requests[0]?.credentials).toBe('include');
  });

  it("answers a 400 with 'Código de verificación incorrecto o expirado'", async () => {
    answer('post', VERIFY_PATH, () => apiError(400, 'Código inválido'));
    const { onVerified } = renderScreen();
    await userEvent.type(codeInput(), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Código de verificación incorrecto o expirado',
    );
    expect(onVerified).not.toHaveBeenCalled();
  });

  it("answers anything else with 'Error en la verificación…'", async () => {
    answer('post', VERIFY_PATH, () => apiError(500));
    renderScreen();
    await userEvent.type(codeInput(), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
    expect(
      await screen.findByText('Error en la verificación. Por favor, intenta nuevamente.'),
    ).toBeInTheDocument();
  });

  it("'Volver al registro' goes back", async () => {
    const { onBack } = renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Volver al registro' }));
    expect(onBack).toHaveBeenCalled();
  });

  it("allows 'Reenviar código' only after 60 seconds, then waits again", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const post = answer('post', RESEND_PATH, resent);
    renderScreen();

    expect(screen.getByRole('button', { name: 'Reenviar código en 60 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Reenviar código en 1 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));
    const resend = screen.getByRole('button', { name: 'Reenviar código' });
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Te enviamos un nuevo código. Revisa tu correo.',
    );
    expect(post.requests.map((request) => request.body)).toEqual([{ email: EMAIL }]);
    expect(screen.getByRole('button', { name: 'Reenviar código en 60 s' })).toBeDisabled();
  });

  it("says 'No se pudo reenviar el código…' when resending fails, waiting the server's time", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    answer('post', RESEND_PATH, () =>
      HttpResponse.json({ message: 'Espera', retryAfterSeconds: 12 }, { status: 429 }),
    );
    renderScreen();
    act(() => jest.advanceTimersByTime(60_000));
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(
      await screen.findByText(
        'No se pudo reenviar el código de verificación. Por favor, intenta nuevamente.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar código en 12 s' })).toBeDisabled();
  });
});
