import { screen, within } from '@testing-library/react';
import { apiError, renderWithProviders } from '@platform/shared/testing';
import { answerDashboard, currentPlan, pricingPlans } from '../../../fixtures/dashboard-api';
import { setUpDashboardTests } from '../../../fixtures/test-setup';
import { joinPlan } from '../hooks/use-plan-summary';
import { PlanCard } from './PlanCard';

describe('PlanCard', () => {
  setUpDashboardTests();

  it('joins the current plan with the pricing plans', async () => {
    answerDashboard();
    renderWithProviders(<PlanCard />);
    const card = screen.getByRole('region', { name: 'Tu plan' });
    expect(await within(card).findByText('Starter')).toBeInTheDocument();
    expect(within(card).getByText('Mensual')).toBeInTheDocument();
    expect(within(card).getByText('236')).toBeInTheDocument();
    expect(within(card).getByText('$1.590')).toBeInTheDocument();
    // 236 subscribers × $1.590, no minimum.
    expect(within(card).getByText('$375.240')).toBeInTheDocument();
    expect(within(card).getByText('01-12-2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ver planes' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it("says 'Información no disponible' without a plan or when the pricing plans fail", async () => {
    answerDashboard({ '/pricing-plans': apiError(500, 'down') });
    renderWithProviders(<PlanCard />);
    expect(await screen.findByText('Información no disponible')).toBeInTheDocument();
  });

  it("says 'No se pudo cargar la información del plan' when the current plan fails", async () => {
    answerDashboard({ '/stores/current-plan': apiError(500, 'down') });
    renderWithProviders(<PlanCard />);
    expect(
      await screen.findByText('No se pudo cargar la información del plan'),
    ).toBeInTheDocument();
  });

  it('applies the minimum and names the plan of a scheduled change', () => {
    const summary = joinPlan(
      { ...currentPlan, id: 'plan-pro', activeSubscribers: 10, nextPlanUuid: 'plan-starter' },
      pricingPlans,
    );
    expect(summary?.estimatedCost).toBe(500000);
    expect(summary?.nextPlan?.name).toBe('Starter');
    expect(joinPlan(null, pricingPlans)).toBeNull();
    expect(joinPlan(currentPlan, [])).toBeNull();
  });
});
