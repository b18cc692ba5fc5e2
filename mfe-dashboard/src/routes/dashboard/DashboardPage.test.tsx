import { screen, within } from '@testing-library/react';
import { apiClient } from '@platform/shared';
import { renderWithProviders } from '@platform/shared/testing';
import DashboardPage from './DashboardPage';

const indicators = [
  { code: 'revenue', name: 'Ingresos', format: 'monetary', description: 'Ventas pagadas' },
  { code: 'new-clients', name: 'Clientes nuevos', format: 'number', description: 'Clientes creados' },
  { code: 'churn-rate', name: 'Tasa de cancelación', format: 'percentage', description: 'Bajas' },
];

describe('DashboardPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows one card per indicator with its value and trend, and a failed metric quietly', async () => {
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path === '/metrics/indicators') return { indicators };
      if (path === '/metrics/revenue') return { value: 2637800, previousValue: 2401000, trend: { direction: 'up', value: 10 } };
      if (path === '/metrics/new-clients') return { value: 16, previousValue: 20, trend: { direction: 'down', value: 20 } };
      throw new Error('metric down');
    });

    renderWithProviders(<DashboardPage />, { route: '/dashboard' });

    expect(screen.getByRole('heading', { name: 'Panel de Control', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Resumen general de tu negocio')).toBeInTheDocument();

    const revenue = await screen.findByRole('group', { name: 'Ingresos' });
    expect(await within(revenue).findByText('$2.637.800')).toBeInTheDocument();
    expect(within(revenue).getByText(/10%/)).toBeInTheDocument();

    const clients = screen.getByRole('group', { name: 'Clientes nuevos' });
    expect(await within(clients).findByText('16')).toBeInTheDocument();
    expect(within(clients).getByText(/20%/)).toBeInTheDocument();

    const churn = screen.getByRole('group', { name: 'Tasa de cancelación' });
    expect(await within(churn).findByLabelText('Métrica no disponible')).toBeInTheDocument();

    // Each metric is asked for the default range: the last 7 days, ending today.
    const [, options] = get.mock.calls.find(([path]) => path === '/metrics/revenue')!;
    const { startDate, endDate } = (options as { params: { startDate: string; endDate: string } }).params;
    const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;
    expect(days).toBe(7);
  });

  it('offers "Reintentar" when the indicators cannot be read', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('down'));
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
