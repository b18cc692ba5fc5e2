import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, renderWithProviders } from '@platform/shared/testing';
import { communications, ORDER_ID } from '../fixtures';
import { CommunicationsCard } from './CommunicationsCard';

describe('CommunicationsCard', () => {
  configure({ asyncUtilTimeout: 5000 });
  jest.setTimeout(30_000);

  beforeAll(async () => {
    await import('@platform/shared/overlays');
  }, 60_000);

  it('shows an e-mail cleaned, inside a sandboxed frame, and a text message as plain text', async () => {
    answer('get', `/orders/${ORDER_ID}/communications`, communications);
    const user = userEvent.setup();
    renderWithProviders(<CommunicationsCard orderId={ORDER_ID} />);
    const card = await screen.findByRole('region', { name: 'Comunicaciones' });

    const email = await within(card).findByRole('button', {
      name: /^Ver contenido\s?: Confirmación de tu pedido #1042$/,
    });
    await user.click(email);
    const dialog = await screen.findByRole('dialog', { name: 'Confirmación de tu pedido #1042' });
    const frame = within(dialog).getByTitle('Contenido del correo');
    expect(frame).toHaveAttribute('sandbox', '');
    const html = frame.getAttribute('srcdoc') ?? '';
    expect(html).toContain('<h1>¡Gracias por tu compra!</h1>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');

    await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(email).toHaveFocus();

    await user.click(
      within(card).getByRole('button', { name: /^Ver contenido\s?: Recordatorio de despacho$/ }),
    );
    const sms = await screen.findByRole('dialog', { name: 'Recordatorio de despacho' });
    expect(within(sms).queryByTitle('Contenido del correo')).toBeNull();
    expect(within(sms).getByText(/Tu pedido #1042 está en preparación\./)).toHaveTextContent(
      'Tu pedido #1042 está en preparación. Te avisaremos cuando salga.',
    );
  });
});
