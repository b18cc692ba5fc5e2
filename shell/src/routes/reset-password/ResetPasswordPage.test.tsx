import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, renderWithProviders } from '@platform/shared/testing';
import { ResetPasswordPage } from './ResetPasswordPage';

const RESET = '/auth/reset-password/confirm';

async function choosePassword(password = 'Segura123!') {
  await userEvent.type(screen.getByLabelText('Nueva contraseña'), password);
  await userEvent.type(screen.getByLabelText('Confirmar contraseña'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
}

describe('ResetPasswordPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('saves the new password with the link’s token, then offers to sign in', async () => {
    const reset = answer('post', RESET, { message: 'Contraseña actualizada' });
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc123' });
    await choosePassword();

    expect(
      await screen.findByText('Tu contraseña fue actualizada. Ya puedes iniciar sesión con ella.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(reset.requests.map((request) => request.body)).toEqual([
      { token: 'abc123', password: 'Segura123!' },
    ]);
  });

  it("shows the api's message when the link is no longer valid", async () => {
    answer('post', RESET, () => apiError(400, 'El enlace de recuperación expiró'));
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=viejo' });
    await choosePassword();

    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace de recuperación expiró');
    expect(screen.getByRole('button', { name: 'Guardar contraseña' })).toBeEnabled();
  });

  it('takes the focus to the first field to fix, described by its message', async () => {
    const reset = answer('post', RESET, { message: 'Contraseña actualizada' });
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc123' });
    const password = screen.getByLabelText('Nueva contraseña');
    const confirmation = screen.getByLabelText('Confirmar contraseña');
    await userEvent.type(password, 'corta');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('La contraseña debe tener al menos 8 caracteres');
    expect(confirmation).toHaveAccessibleDescription('Confirma tu contraseña');

    await userEvent.clear(password);
    await userEvent.type(password, 'Segura123!');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(confirmation).toHaveAccessibleDescription('Confirma tu contraseña');
    expect(password).not.toHaveAttribute('aria-describedby');
    expect(reset.requests).toHaveLength(0);
  });

  it('says the link is not valid when it has no token', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByText('El enlace de recuperación no es válido o expiró')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar contraseña' })).toBeDisabled();
  });
});
