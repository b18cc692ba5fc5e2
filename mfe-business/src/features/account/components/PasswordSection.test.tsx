import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, HttpResponse, renderWithProviders } from '@platform/shared/testing';
import { PASSWORD_DIALOG_CLOSE_MS } from './ChangePasswordDialog';
import { PasswordSection } from './PasswordSection';

jest.setTimeout(30_000);

// The dialog comes from the overlays entry, loaded on first use: loaded once here, so that the
// first test does not wait on its cold import (seconds in jsdom on a busy machine).
beforeAll(() => import('@platform/shared/overlays'), 60_000);

const CHANGE = '/auth/change-password';

async function openDialog() {
  renderWithProviders(<PasswordSection />);
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  return screen.findByRole('dialog', { name: 'Cambiar contraseña' });
}

/** The dialog's password fields (type=password: no textbox role). */
const input = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label}`));

async function fill(dialog: HTMLElement, current: string, next: string, confirm = next) {
  if (current) await userEvent.type(input(dialog, 'Contraseña actual'), current);
  if (next) await userEvent.type(input(dialog, 'Nueva contraseña'), next);
  if (confirm) await userEvent.type(input(dialog, 'Confirmar nueva contraseña'), confirm);
}

const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar contraseña' }));

describe('the change-password dialog (spec 3 §5 "Password change", §8, §9)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('sends the current and the new password, says so, and closes 2 seconds later', async () => {
    const change = answer('post', CHANGE, {
      message: 'Tu contraseña fue actualizada correctamente',
    });
    const dialog = await openDialog();
    await fill(dialog, 'Demo1234!', 'Nueva#2026');
    jest.useFakeTimers({ advanceTimers: true });
    await submit(dialog);

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Tu contraseña fue actualizada correctamente',
    );
    expect(change.requests.map((request) => request.body)).toEqual([
      { currentPassword: 'Demo1234!', newPassword: 'Nueva#2026' },
    ]);
    act(() => jest.advanceTimersByTime(PASSWORD_DIALOG_CLOSE_MS - 100));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The focus goes back to the button that opened it. The dialog hands it back on a clock of
    // its own, so the wait is in real time (a loaded machine took longer than the fake second).
    jest.useRealTimers();
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toHaveFocus(),
      { timeout: 5_000 },
    );
  });

  it('scores the new password as it is typed (Débil, Media, Fuerte)', async () => {
    const dialog = await openDialog();
    const meter = within(dialog).getByRole('progressbar', { name: 'Seguridad de la contraseña' });
    expect(meter).toHaveAttribute('aria-valuetext', '0 de 5: Débil');
    await userEvent.type(input(dialog, 'Nueva contraseña'), 'abcdefg');
    expect(meter).toHaveAttribute('aria-valuetext', '1 de 5: Débil');
    await userEvent.type(input(dialog, 'Nueva contraseña'), 'h1');
    expect(meter).toHaveAttribute('aria-valuetext', '3 de 5: Media');
    await userEvent.type(input(dialog, 'Nueva contraseña'), 'A!');
    expect(meter).toHaveAttribute('aria-valuetext', '5 de 5: Fuerte');
    expect(within(dialog).getByText('Un caracter especial')).toHaveTextContent('(cumplido)');
  });

  it('shows the rule of a weak password and a wrong confirmation, and sends nothing', async () => {
    const change = answer('post', CHANGE, { message: 'ok' });
    const dialog = await openDialog();
    const button = within(dialog).getByRole('button', { name: 'Cambiar contraseña' });
    expect(button).toHaveAttribute('aria-disabled', 'true');

    await fill(dialog, 'Demo1234!', 'abcdefgh', 'abcdefgi');
    await submit(dialog);
    const next = input(dialog, 'Nueva contraseña');
    await waitFor(() => expect(next).toHaveFocus());
    expect(next).toHaveAccessibleDescription(
      'La contraseña no cumple con los requisitos mínimos de seguridad',
    );
    expect(input(dialog, 'Confirmar nueva contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden',
    );
    expect(change.requests).toHaveLength(0);
  });

  it('asks for every field', async () => {
    const dialog = await openDialog();
    await submit(dialog);
    await waitFor(() => expect(input(dialog, 'Contraseña actual')).toHaveFocus());
    expect(input(dialog, 'Contraseña actual')).toHaveAccessibleDescription(
      'Ingresa tu contraseña actual',
    );
    expect(input(dialog, 'Nueva contraseña')).toHaveAccessibleDescription(
      'Ingresa la nueva contraseña',
    );
    expect(input(dialog, 'Confirmar nueva contraseña')).toHaveAccessibleDescription(
      'Confirma la nueva contraseña',
    );
  });

  it.each([
    [
      "the server's message",
      () => apiError(400, 'La contraseña actual es incorrecta'),
      'La contraseña actual es incorrecta',
    ],
    [
      "'Error al cambiar la contraseña' when the server says nothing",
      () => HttpResponse.text('Bad Gateway', { status: 502 }),
      'Error al cambiar la contraseña',
    ],
    [
      'the advice of spec 3 §8 when the server cannot be reached',
      () => HttpResponse.error(),
      'No se pudo cambiar la contraseña. Por favor, verifica tus credenciales e intenta nuevamente.',
    ],
  ])('shows %s, keeping the dialog open', async (_what, reply, message) => {
    answer('post', CHANGE, reply);
    const dialog = await openDialog();
    await fill(dialog, 'NoEsLaMia#1', 'Nueva#2026');
    await submit(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(input(dialog, 'Contraseña actual')).toHaveValue('NoEsLaMia#1');
  });

  it('closes with Cancelar without sending anything', async () => {
    const change = answer('post', CHANGE, { message: 'ok' });
    const dialog = await openDialog();
    await fill(dialog, 'Demo1234!', 'Nueva#2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(change.requests).toHaveLength(0);
  });
});
