import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, inTurn, renderWithProviders } from '@platform/shared/testing';
import { billingAddress, CLIENT_ID, officeAddress, shippingAddress } from '../fixtures';
import { ClientAddressesTab } from './ClientAddressesTab';

const ADDRESSES = `/clients/${CLIENT_ID}/addresses`;

describe('ClientAddressesTab', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows shipping and billing addresses side by side, the default first, read-only', async () => {
    answer('get', ADDRESSES, { addresses: [officeAddress, billingAddress, shippingAddress] });
    renderWithProviders(<ClientAddressesTab clientId={CLIENT_ID} />);

    const shipping = await screen.findByRole('region', { name: 'Direcciones de despacho' });
    const cards = within(shipping).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const home = cards[0]!;
    expect(within(home).getByText('Camila Rojas')).toBeInTheDocument();
    expect(within(home).getByText('Predeterminada')).toBeInTheDocument();
    expect(within(home).getByText('Av. Providencia 1234, Depto 502')).toBeInTheDocument();
    expect(within(home).getByText('Providencia, Metropolitana')).toBeInTheDocument();
    expect(within(home).getByText('+56 9 1234 5678')).toBeInTheDocument();
    expect(within(home).getByText('Dejar en conserjería')).toBeInTheDocument();
    expect(within(home).getByText('Agregada el 10-01-2026')).toBeInTheDocument();
    const office = cards[1]!;
    expect(within(office).getByText('Camila Rojas (oficina)')).toBeInTheDocument();
    expect(within(office).queryByText('Predeterminada')).not.toBeInTheDocument();
    expect(within(office).getByText('Agregada el 03-02-2026')).toBeInTheDocument();

    const billing = screen.getByRole('region', { name: 'Direcciones de facturación' });
    expect(within(billing).getByText('Los Leones 456')).toBeInTheDocument();
    expect(within(billing).getByText('Agregada el 11-01-2026')).toBeInTheDocument();

    // Read-only is the default: no add, edit, delete or set-default controls.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when a column has no address', async () => {
    answer('get', ADDRESSES, { addresses: [shippingAddress] });
    renderWithProviders(<ClientAddressesTab clientId={CLIENT_ID} />);
    const billing = await screen.findByRole('region', { name: 'Direcciones de facturación' });
    expect(within(billing).getByText('Sin direcciones de facturación')).toBeInTheDocument();
  });

  it('shows its own load error, and Reintentar loads them again', async () => {
    answer(
      'get',
      ADDRESSES,
      inTurn(() => apiError(500, 'Falla'), { addresses: [shippingAddress] }),
    );
    renderWithProviders(<ClientAddressesTab clientId={CLIENT_ID} />);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Error al cargar las direcciones del cliente'),
    ).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Predeterminada')).toBeInTheDocument();
  });
});
