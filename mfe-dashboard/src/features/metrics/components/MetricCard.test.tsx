import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, renderWithProviders } from '@platform/shared/testing';
import { answerDashboard, indicators } from '../../../fixtures/dashboard-api';
import { setUpDashboardTests } from '../../../fixtures/test-setup';
import { MetricCard } from './MetricCard';

const range = { startDate: '2026-11-16', endDate: '2026-11-22' };

/** The card once its value and its tooltip are in place (the card is redrawn as the trigger). */
function readyCard(name: string) {
  return waitFor(() => {
    const card = screen.getByRole('group', { name });
    expect(card).toHaveAttribute('data-state', 'closed');
    return card;
  });
}

describe('MetricCard', () => {
  setUpDashboardTests({ preload: () => import('@platform/shared/overlays') });

  it('compares the current and the previous period in its tooltip, on hover and on focus', async () => {
    answerDashboard();
    renderWithProviders(<MetricCard indicator={indicators[0]!} range={range} />);
    await userEvent.hover(await readyCard('Ingresos'));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Período actual (16-11-2026 – 22-11-2026)');
    expect(tooltip).toHaveTextContent('$2.637.800');
    expect(tooltip).toHaveTextContent('Período anterior (09-11-2026 – 15-11-2026)');
    expect(tooltip).toHaveTextContent('$2.401.000');
    expect(tooltip).toHaveTextContent('Variación: +10%');
    await userEvent.unhover(screen.getByRole('group', { name: 'Ingresos' }));

    await userEvent.tab();
    expect(screen.getByRole('group', { name: 'Ingresos' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('$2.401.000');
  });

  it('works out the previous period when the answer does not say it, and shows a fall', async () => {
    answerDashboard();
    renderWithProviders(<MetricCard indicator={indicators[1]!} range={range} />);
    const card = await readyCard('Clientes nuevos');
    expect(within(card).getByText('16')).toBeInTheDocument();
    expect(within(card).getByText('a la baja')).toBeInTheDocument();
    await userEvent.hover(card);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Período anterior (09-11-2026 – 15-11-2026)');
    expect(tooltip).toHaveTextContent('Variación: −20%');
  });

  it('stops loading quietly when its metric fails', async () => {
    answerDashboard({ '/metrics/revenue': apiError(500, 'down') });
    renderWithProviders(<MetricCard indicator={indicators[0]!} range={range} />);
    expect(await screen.findByLabelText('Métrica no disponible')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Ingresos' })).not.toHaveAttribute('tabindex');
  });
});
