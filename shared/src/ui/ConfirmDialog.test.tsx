import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { ConfirmDialog, type ConfirmDialogProps } from '../overlays';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = jest.fn<Promise<boolean> | boolean, []>(() => false);
  const onClose = jest.fn();
  renderWithProviders(
    <ConfirmDialog
      title="¿Eliminar la tarjeta?"
      description={<span>La tarjeta terminada en 4242 se eliminará.</span>}
      confirmLabel="Eliminar"
      confirmingLabel="Eliminando..."
      cancelLabel="Cancelar"
      pending={false}
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return { onConfirm: props.onConfirm ?? onConfirm, onClose: props.onClose ?? onClose };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog with its title and description, starting on Cancelar', async () => {
    renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar la tarjeta?' });
    expect(dialog).toHaveAccessibleDescription('La tarjeta terminada en 4242 se eliminará.');
    // jsdom has no layout, so the focus trap finds nothing tabbable: check the first button instead.
    const [first] = within(dialog).getAllByRole('button');
    expect(first).toHaveTextContent('Cancelar');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('calls onConfirm and closes once it resolves true', async () => {
    const user = userEvent.setup();
    const target = document.createElement('button');
    document.body.append(target);
    const onConfirm = jest.fn(() => Promise.resolve(true));
    const { onClose } = renderDialog({ onConfirm, focusAfterConfirm: () => target });
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    target.remove();
  });

  it('stays open when onConfirm does not resolve true', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('while pending, disables Cancelar, shows the loading text and ignores Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog({ pending: true });
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(screen.getByText('Eliminando...')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a failure in the dialog, with or without a message', async () => {
    renderDialog({ errorTitle: 'No se pudo eliminar', error: 'Error de red' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo eliminar');
    expect(alert).toHaveTextContent('Error de red');
  });

  it('shows the error title alone for error={true}', async () => {
    renderDialog({ errorTitle: 'No se pudo eliminar', error: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No se pudo eliminar$/);
  });

  it('closes with Cancelar and calls onClose', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
