import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, renderWithProviders } from '@platform/shared/testing';
import { answerDashboard } from '../../../fixtures/dashboard-api';
import { setUpDashboardTests } from '../../../fixtures/test-setup';
import { EvolutionCard } from './EvolutionCard';

const range = { startDate: '2026-11-16', endDate: '2026-11-22' };

describe('EvolutionCard', () => {
  setUpDashboardTests({ preload: () => import('@platform/shared/charts') });

  it('shows revenue in CLP and switches series with the tabs', async () => {
    const api = answerDashboard();
    renderWithProviders(<EvolutionCard range={range} />, { route: '/dashboard' });
    expect(screen.getByRole('heading', { name: 'Evolución' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ingresos' })).toHaveAttribute('aria-selected', 'true');

    // The chart's accessible table holds the same points as the drawing.
    const revenue = await screen.findByRole('table', { name: 'Evolución de los ingresos' });
    expect(within(revenue).getByText('$120.000')).toBeInTheDocument();
    expect(within(revenue).getByText('20-11-2026')).toBeInTheDocument();
    expect(screen.getByText('Un punto por día')).toBeInTheDocument();
    expect(api.paramsOf('/metrics/charts/revenue')).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });

    await userEvent.click(screen.getByRole('tab', { name: 'Suscripciones' }));
    const subscriptions = await screen.findByRole('table', {
      name: 'Evolución de las suscripciones nuevas',
    });
    expect(within(subscriptions).getByText('7')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Clientes' }));
    expect(
      await screen.findByRole('table', { name: 'Evolución de los clientes nuevos' }),
    ).toBeInTheDocument();
    expect(api.to('/metrics/charts/clients')).toHaveLength(1);
  });

  it('opens on the tab of the URL and shows an empty chart when the series fails', async () => {
    answerDashboard({ '/metrics/charts/clients': apiError(500, 'down') });
    renderWithProviders(<EvolutionCard range={range} />, { route: '/dashboard?chart=clients' });
    expect(screen.getByRole('tab', { name: 'Clientes' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByText('No hay datos para el período seleccionado'),
    ).toBeInTheDocument();
  });
});
