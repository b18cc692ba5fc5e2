import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_EVENTS, onAppEvent, type TourStep } from '@platform/shared';
import { renderWithProviders } from '@platform/shared/testing';
import { mockDashboardGets } from '../../fixtures/dashboard-api';
import { setUpDashboardTests } from '../../fixtures/test-setup';
import DashboardPage from './DashboardPage';

const paramsOf = (call: unknown[]) =>
  (call[1] as { params: { startDate: string; endDate: string } }).params;
const lengthInDays = ({ startDate, endDate }: { startDate: string; endDate: string }) =>
  (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;

describe('DashboardPage', () => {
  // The page's lazy pieces (nivo, the overlays) take seconds to evaluate cold under jest.
  beforeAll(async () => {
    await Promise.all([import('@platform/shared/charts'), import('@platform/shared/overlays')]);
  }, 60_000);
  setUpDashboardTests();

  it('shows one card per indicator with its value and trend, and a failed metric quietly', async () => {
    const get = mockDashboardGets();
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });

    expect(screen.getByRole('heading', { name: 'Panel de Control', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Resumen general de tu negocio')).toBeInTheDocument();

    // A card is drawn anew once its value arrives: look it up after that.
    await screen.findByText('$2.637.800');
    const revenue = screen.getByRole('group', { name: 'Ingresos' });
    expect(within(revenue).getByText('$2.637.800')).toBeInTheDocument();
    expect(within(revenue).getByText(/10%/)).toBeInTheDocument();

    await screen.findByText('16');
    const clients = screen.getByRole('group', { name: 'Clientes nuevos' });
    expect(within(clients).getByText(/20%/)).toBeInTheDocument();

    // No answer for churn-rate: that card stops loading and shows no value.
    const churn = screen.getByRole('group', { name: 'Tasa de cancelación' });
    expect(await within(churn).findByLabelText('Métrica no disponible')).toBeInTheDocument();

    // Each metric is asked once, for the current period of the default range: 7 days to today.
    const call = get.mock.calls.find(([path]) => path === '/metrics/revenue')!;
    expect((call[1] as { params: { type: string } }).params.type).toBe('current-period');
    expect(lengthInDays(paramsOf(call))).toBe(7);
    expect(screen.getByRole('button', { name: 'Última semana' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('asks every card and the chart again for a preset range', async () => {
    const get = mockDashboardGets();
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    await screen.findByText('$2.637.800');

    await userEvent.click(screen.getByRole('button', { name: 'Último año' }));

    await waitFor(() => {
      const yearly = get.mock.calls.filter(
        ([path, options]) =>
          path === '/metrics/revenue' && lengthInDays(paramsOf([path, options])) >= 365,
      );
      expect(yearly).toHaveLength(1);
    });
    const chart = get.mock.calls.filter(([path]) => path === '/metrics/charts/revenue').at(-1)!;
    expect(lengthInDays(paramsOf(chart))).toBeGreaterThanOrEqual(365);
    expect(screen.getByRole('button', { name: 'Último año' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('keeps the rest of the page working when the metrics endpoints fail', async () => {
    const down = new Error('metrics down');
    mockDashboardGets({
      '/metrics/revenue': down,
      '/metrics/new-clients': down,
      '/metrics/charts/revenue': down,
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });

    const revenue = await screen.findByRole('group', { name: 'Ingresos' });
    expect(await within(revenue).findByLabelText('Métrica no disponible')).toBeInTheDocument();
    // The chart shows an empty chart; the lists, the reports and the plan load as usual.
    expect(
      await screen.findByText('No hay datos para el período seleccionado'),
    ).toBeInTheDocument();
    const lowStock = screen.getByRole('region', { name: 'Productos Bajo Stock' });
    expect(await within(lowStock).findByText('Filtros V60')).toBeInTheDocument();
    const deliveries = screen.getByRole('region', { name: 'Próximas Entregas' });
    expect(await within(deliveries).findByText(/Carolina Sandoval/)).toBeInTheDocument();
    expect(await screen.findByText('Reporte de Ingresos')).toBeInTheDocument();
    expect(await screen.findByText('Starter')).toBeInTheDocument();
  });

  it('offers "Reintentar" when the indicators cannot be read', async () => {
    mockDashboardGets({ '/metrics/indicators': new Error('down') });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    // The other blocks do not depend on the indicators.
    expect(await screen.findByText('Reporte de Ingresos')).toBeInTheDocument();
  });

  it('has the floating tour button and a tour mark on every block', async () => {
    mockDashboardGets();
    const { container } = renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    await screen.findByText('$2.637.800');
    expect(screen.getByRole('button', { name: 'Iniciar tour' })).toBeInTheDocument();
    const marks = [...container.ownerDocument.querySelectorAll('[data-tour]')].map((element) =>
      element.getAttribute('data-tour'),
    );
    expect(marks).toEqual(
      expect.arrayContaining([
        'dashboard-range',
        'dashboard-metrics',
        'dashboard-evolution',
        'dashboard-reports',
        'dashboard-plan',
        'dashboard-low-stock',
        'dashboard-deliveries',
      ]),
    );
  });

  it('asks for the dashboard tour by itself once its blocks are on the page', async () => {
    mockDashboardGets();
    const requests: Array<{ tourId: string; auto?: boolean; missingTargets: string[] }> = [];
    const stop = onAppEvent(APP_EVENTS.startTour, ({ tourId, steps = [], auto }) => {
      const missingTargets = steps
        .map((step: TourStep) => step.target)
        .filter((target) => !document.querySelector(target));
      requests.push({ tourId, auto, missingTargets });
    });
    const { rerender } = renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    await screen.findByText('$2.637.800');
    rerender(<DashboardPage />);
    stop();

    expect(requests).toEqual([{ tourId: 'dashboard', auto: true, missingTargets: [] }]);
  });
});
