import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, inTurn, renderWithProviders } from '@platform/shared/testing';
import { CLIENT_ID, clientOrder } from '../fixtures';
import { ClientOrdersTab } from './ClientOrdersTab';

const ORDERS = `/clients/${CLIENT_ID}/orders`;
const table = () => screen.getByRole('table', { name: 'Órdenes del cliente' });
const orderLinks = () =>
  within(table())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('ClientOrdersTab', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lists the orders newest first, each linking to its detail', async () => {
    answer('get', ORDERS, {
      orders: [
        clientOrder(3),
        clientOrder(9, { status: 'pending', itemCount: 1, total: 8990, shippingAddress: null }),
        clientOrder(5),
      ],
    });
    renderWithProviders(<ClientOrdersTab clientId={CLIENT_ID} />);

    await screen.findByRole('table', { name: 'Órdenes del cliente' });
    expect(orderLinks()).toEqual(['#1009', '#1005', '#1003']);
    expect(within(table()).getByRole('link', { name: '#1009' })).toHaveAttribute(
      'href',
      `/orders/${clientOrder(9).uuid}`,
    );
    const row = within(table()).getByRole('row', { name: /#1009/ });
    expect(within(row).getByText('09-01-2026 12:00')).toBeInTheDocument();
    expect(within(row).getByText('Pendiente')).toBeInTheDocument();
    expect(within(row).getByText('1 producto')).toBeInTheDocument();
    expect(within(row).getByText('Sin despacho')).toBeInTheDocument();
    expect(within(row).getByText('$8.990')).toBeInTheDocument();
    expect(
      within(within(table()).getByRole('row', { name: /#1005/ })).getByText('Entregado'),
    ).toBeInTheDocument();
  });

  it('pages the orders here, 10 at first, then 5, 10, 25 or 50 a page', async () => {
    answer('get', ORDERS, {
      orders: Array.from({ length: 23 }, (_, index) => clientOrder(index + 1)),
    });
    renderWithProviders(<ClientOrdersTab clientId={CLIENT_ID} />);
    await screen.findByRole('table', { name: 'Órdenes del cliente' });

    expect(orderLinks()).toHaveLength(10);
    expect(orderLinks()[0]).toBe('#1023');
    expect(screen.getByText('Mostrando 1–10 de 23')).toBeInTheDocument();
    const sizes = screen.getByRole('combobox', { name: 'Resultados por página' });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5 por página', '10 por página', '25 por página', '50 por página']);

    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(orderLinks()).toEqual(['#1003', '#1002', '#1001']);

    await userEvent.selectOptions(sizes, '5 por página');
    expect(orderLinks()).toEqual(['#1023', '#1022', '#1021', '#1020', '#1019']);
    expect(screen.getByText('Mostrando 1–5 de 23')).toBeInTheDocument();
  });

  it("says 'No hay órdenes' when the client has none", async () => {
    answer('get', ORDERS, { orders: [] });
    renderWithProviders(<ClientOrdersTab clientId={CLIENT_ID} />);
    expect(await screen.findByRole('heading', { name: 'No hay órdenes' })).toBeInTheDocument();
  });

  it('shows its own load error, and Reintentar loads the orders again', async () => {
    answer(
      'get',
      ORDERS,
      inTurn(() => apiError(500, 'Falla'), { orders: [clientOrder(1)] }),
    );
    renderWithProviders(<ClientOrdersTab clientId={CLIENT_ID} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al cargar las órdenes del cliente')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: '#1001' })).toBeInTheDocument();
  });
});
