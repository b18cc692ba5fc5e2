import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@platform/shared/testing';
import PaymentsPage from './PaymentsPage';

// zag (Chakra's switch) dispatches pointer events, which jsdom lacks.
if (typeof window.PointerEvent === 'undefined') {
  Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
}

describe('PaymentsPage', () => {
  configure({ asyncUtilTimeout: 5000 });

  beforeAll(async () => {
    // The widget entry is slow to load the first time in jsdom.
    await import('@platform/shared/widgets');
  }, 60_000);

  it('shows the payment method options with their fees, both enabled, and a back link', () => {
    renderWithProviders(<PaymentsPage />, { route: '/payments' });

    expect(screen.getByRole('heading', { level: 1, name: 'Medios de Pago' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');
    const options = screen.getByRole('region', { name: 'Opciones de pago' });
    expect(within(options).getByRole('checkbox', { name: 'Webpay' })).toBeChecked();
    expect(within(options).getByText('Tarjetas de crédito, débito y prepago.')).toBeInTheDocument();
    expect(within(options).getByText('Comisión: 2%')).toBeInTheDocument();
    expect(within(options).getByRole('checkbox', { name: 'Transferencia bancaria' })).toBeChecked();
    expect(within(options).getByText('Comisión: 1%')).toBeInTheDocument();
  });

  it('only logs the options when saved, sends nothing, and says they were not applied', async () => {
    const log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage />, { route: '/payments' });

    await user.click(screen.getByRole('checkbox', { name: 'Transferencia bancaria' }));
    expect(screen.getByRole('checkbox', { name: 'Transferencia bancaria' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    // No request: the test's network refuses any call it was not told to answer.
    expect(log).toHaveBeenCalledWith(expect.any(String), {
      webpay_credit: true,
      bank_transfer: false,
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Por ahora los medios de pago no se pueden guardar: tu selección no se aplicó a tu tienda.',
    );
    log.mockRestore();
  });
});
