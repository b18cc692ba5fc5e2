import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@platform/shared/testing';
import { answerDashboard } from '../../../fixtures/dashboard-api';
import { expectListStateTexts, setUpDashboardTests } from '../../../fixtures/test-setup';
import { UpcomingDeliveriesCard } from './UpcomingDeliveriesCard';

describe('UpcomingDeliveriesCard', () => {
  setUpDashboardTests();

  it('lists pending orders oldest first, each linked, and links to the pending orders page', async () => {
    const api = answerDashboard();
    renderWithProviders(<UpcomingDeliveriesCard />);
    const card = screen.getByRole('region', { name: 'Próximas Entregas' });
    await within(card).findByText(/Carolina Sandoval/);
    const links = within(card)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/orders/'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/orders/o1',
      '/orders/o2',
      '/orders/o3',
    ]);
    expect(links[0]).toHaveTextContent('Orden #1001 · Carolina Sandoval');
    expect(links[0]).toHaveTextContent('1 producto · Creada el 16-11-2026');
    expect(within(card).queryByText(/Ana Pérez/)).not.toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Ver todas las órdenes pendientes' }),
    ).toHaveAttribute('href', '/orders?status=pending&sortBy=createdAt&sortDirection=asc');
    expect(api.paramsOf('/orders')).toEqual({
      status: 'pending',
      sortBy: 'createdAt',
      sortDirection: 'asc',
      perPage: '5',
    });
  });

  it('has the spec texts for an error and for no pending orders', async () => {
    await expectListStateTexts(<UpcomingDeliveriesCard />, '/orders', {
      errorText: 'Error al cargar las próximas entregas',
      emptyText: 'No hay órdenes pendientes',
    });
  });
});
