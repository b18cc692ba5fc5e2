import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, ApiError } from '@platform/shared';
import { renderWithProviders } from '@platform/shared/testing';
import { VerificationScreen } from './VerificationScreen';

const EMAIL = 'valentina@cafe.cl';
const codeInput = () => screen.getByRole('textbox', { name: 'Código de verificación' });

function renderScreen(props: Partial<Parameters<typeof VerificationScreen>[0]> = {}) {
  const onVerified = jest.fn();
  const onBack = jest.fn();
  renderWithProviders(
    <VerificationScreen email={EMAIL} onVerified={onVerified} onBack={onBack} {...props} />,
  );
  return { onVerified, onBack };
}

describe('VerificationScreen (spec 1 §2.6, §4.4, §8)', () => {
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
    const post = jest.spyOn(apiClient, 'post');
    renderScreen();
    await userEvent.type(codeInput(), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
    expect(await screen.findByText('El código debe tener 6 dígitos')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('verifies the code and hands over the tokens', async () => {
    const tokens = { access_token: 'a', refresh_token: 'r', id_token: 'i', expires_in: 300 };
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(tokens);
    const { onVerified } = renderScreen();
    await userEvent.type(codeInput(), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
    expect(post).toHaveBeenCalledWith('/auth/client/verify-code', { email: EMAIL, code: '654321' });
    expect(onVerified).toHaveBeenCalledWith(tokens);
  });

  it("answers a 400 with 'Código de verificación incorrecto o expirado'", async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(new ApiError(400, { message: 'x' }, 'x'));
    const { onVerified } = renderScreen();
    await userEvent.type(codeInput(), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
    expect(
      await screen.findByText('Código de verificación incorrecto o expirado'),
    ).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it("answers anything else with 'Error en la verificación…'", async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(new ApiError(500, null, 'x'));
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
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ message: 'ok' });
    renderScreen();

    expect(screen.getByRole('button', { name: 'Reenviar código en 60 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Reenviar código en 1 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));
    const resend = screen.getByRole('button', { name: 'Reenviar código' });
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(post).toHaveBeenCalledWith('/auth/send-verification-code', { email: EMAIL });
    expect(
      await screen.findByText('Te enviamos un nuevo código. Revisa tu correo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar código en 60 s' })).toBeDisabled();
  });

  it("says 'No se pudo reenviar el código…' when resending fails, waiting the server's time", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(new ApiError(429, { message: 'Espera', retryAfterSeconds: 12 }, 'Espera'));
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
