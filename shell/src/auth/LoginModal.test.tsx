import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answer,
  apiUrl,
  http,
  HttpResponse,
  renderWithProviders,
  server,
} from '@platform/shared/testing';
import LoginModal from './LoginModal';
import { useLoginModal } from './login-modal-store';

/** Stands in for the api's sign-in route (`POST /api/session`). */
function answerSignIn(reply: { status: number; body: object; headers?: Record<string, string> }) {
  server.use(
    http.post(apiUrl('/session'), () =>
      HttpResponse.json(reply.body, { status: reply.status, headers: reply.headers ?? {} }),
    ),
  );
}

async function openModal() {
  renderWithProviders(<LoginModal />);
  await act(async () => useLoginModal.getState().openLogin('/orders'));
  return screen.findByRole('dialog', { name: 'Iniciar Sesión' });
}

describe('LoginModal (spec 1 §2.4)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    useLoginModal.getState().close();
  });

  it('shows and hides the password', async () => {
    await openModal();
    const password = screen.getByLabelText('Contraseña', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('takes the focus to the first field left empty, described by its message', async () => {
    await openModal();
    const username = screen.getByRole('textbox', { name: 'Correo electrónico' });
    const password = screen.getByLabelText('Contraseña', { selector: 'input' });
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Ingresa tu usuario');
    expect(password).toHaveAccessibleDescription('Ingresa tu contraseña');

    await userEvent.type(username, 'demo@tienda.cl');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription('Ingresa tu contraseña');
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(username).not.toHaveAttribute('aria-describedby');
  });

  it("answers a wrong password with 'Usuario o contraseña incorrectos', read out at once", async () => {
    answerSignIn({ status: 401, body: { message: 'Usuario o contraseña incorrectos' } });
    await openModal();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'demo@tienda.cl');
    await userEvent.type(screen.getByLabelText('Contraseña', { selector: 'input' }), 'mala');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
  });

  it('says how long to wait when the api refuses after too many failed attempts', async () => {
    answerSignIn({
      status: 429,
      body: { message: 'Demasiados intentos fallidos.', retryAfterSeconds: 900 },
      headers: { 'Retry-After': '900' },
    });
    await openModal();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'demo@tienda.cl');
    await userEvent.type(screen.getByLabelText('Contraseña', { selector: 'input' }), 'Demo1234!');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(
      await screen.findByText('Demasiados intentos fallidos. Intenta nuevamente en 15 minutos.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Usuario o contraseña incorrectos')).not.toBeInTheDocument();
  });

  it('runs the three-step recovery and confirms even when the request fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reset = answer('post', '/auth/reset-password', () => HttpResponse.error());
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'sin-arroba');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Por favor, ingresa un correo electrónico válido');

    await userEvent.clear(screen.getByLabelText('Correo electrónico'));
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'demo@tienda.cl');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/El enlace expira en 24 horas/);
    expect(reset.requests.map((request) => request.body)).toEqual([{ email: 'demo@tienda.cl' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
  });
});
