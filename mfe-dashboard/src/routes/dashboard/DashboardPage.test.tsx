import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_EVENTS, onAppEvent, type TourStep } from '@platform/shared';
import { apiError, renderWithProviders, type RecordedRequest } from '@platform/shared/testing';
import { answerDashboard } from '../../fixtures/dashboard-api';
import { setUpDashboardTests } from '../../fixtures/test-setup';
import DashboardPage from './DashboardPage';

/** How many days the range a request asked for spans (its startDate and endDate). */
const lengthInDays = ({ url }: RecordedRequest) =>
  (Date.parse(url.searchParams.get('endDate')!) - Date.parse(url.searchParams.get('startDate')!)) /
    86_400_000 +
  1;

describe('DashboardPage', () => {
  // The page's lazy pieces (nivo, the overlays) take seconds to evaluate cold under jest.
  setUpDashboardTests({
    preload: () =>
      Promise.all([import('@platform/shared/charts'), import('@platform/shared/overlays')]),
  });

  it('shows one card per indicator with its value and trend, and a failed metric quietly', async () => {
    const api = answerDashboard();
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
    const [asked] = api.to('/metrics/revenue');
    expect(asked!.url.searchParams.get('type')).toBe('current-period');
    expect(lengthInDays(asked!)).toBe(7);
    expect(screen.getByRole('button', { name: 'Última semana' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('asks every card and the chart again for a preset range', async () => {
    const api = answerDashboard();
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    await screen.findByText('$2.637.800');

    await userEvent.click(screen.getByRole('button', { name: 'Último año' }));

    await waitFor(() => {
      const yearly = api.to('/metrics/revenue').filter((asked) => lengthInDays(asked) >= 365);
      expect(yearly).toHaveLength(1);
    });
    const chart = api.to('/metrics/charts/revenue').at(-1)!;
    expect(lengthInDays(chart)).toBeGreaterThanOrEqual(365);
    expect(screen.getByRole('button', { name: 'Último año' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('keeps the rest of the page working when the metrics endpoints fail', async () => {
    const down = apiError(500, 'metrics down');
    answerDashboard({
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
    answerDashboard({ '/metrics/indicators': apiError(500, 'down') });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    // The other blocks do not depend on the indicators.
    expect(await screen.findByText('Reporte de Ingresos')).toBeInTheDocument();
  });

  it('has the floating tour button and a tour mark on every block', async () => {
    answerDashboard();
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
    answerDashboard();
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
