import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, inTurn, renderWithProviders } from '@platform/shared/testing';
import { currentPlan, PLAN_IDS, seedPlans } from '../features/pricing/fixtures';
import CurrentPlan from './CurrentPlan';

const CURRENT = '/store-subscriptions/current-plan';
const PLANS = '/store-subscriptions';

describe('CurrentPlan widget', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the plan’s name, price per subscriber, minimum and renewal date, and links to the plans', async () => {
    answer('get', CURRENT, currentPlan({ id: PLAN_IDS.pro }));
    answer('get', PLANS, { plans: seedPlans() });
    renderWithProviders(<CurrentPlan />);

    expect(screen.getByRole('status', { name: 'Cargando tu plan...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Pro' })).toBeInTheDocument();
    expect(screen.getByText('Mensual')).toBeInTheDocument();
    expect(screen.getByText('Para negocios consolidados.')).toBeInTheDocument();
    const details = screen.getByText('Precio por suscriptor').closest('dl') as HTMLElement;
    expect(
      within(details)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Precio por suscriptor', 'Mínimo mensual', 'Próxima renovación']);
    expect(
      within(details)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['$990 al mes', '$500.000 al mes', '01-07-2026']);
    expect(screen.queryByText('Cambio de plan programado')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/pricing');
  });

  it('leaves out the minimum of a plan without one, and tells of a pending change', async () => {
    answer(
      'get',
      CURRENT,
      currentPlan({ id: PLAN_IDS.starter, nextPlanUuid: PLAN_IDS.pro, period: 'annual' }),
    );
    answer('get', PLANS, { plans: seedPlans() });
    renderWithProviders(<CurrentPlan />);

    expect(await screen.findByRole('heading', { level: 3, name: 'Starter' })).toBeInTheDocument();
    expect(screen.getByText('Anual')).toBeInTheDocument();
    expect(screen.getByText('$1.590 al mes')).toBeInTheDocument();
    expect(screen.queryByText('Mínimo mensual')).not.toBeInTheDocument();
    expect(screen.getByText('Cambio de plan programado')).toBeInTheDocument();
    expect(screen.getByText('Tu plan cambiará a Pro el 01-07-2026.')).toBeInTheDocument();
  });

  it('says so when the store has no plan yet, still linking to the plans', async () => {
    answer('get', CURRENT, { currentPlan: null });
    answer('get', PLANS, { plans: seedPlans() });
    renderWithProviders(<CurrentPlan />);

    expect(await screen.findByText('Tu tienda aún no tiene un plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/pricing');
  });

  it('says the information is not available when the plan is not among the listed ones', async () => {
    answer('get', CURRENT, currentPlan({ id: 'b7c1f1a4-0000-4000-8000-000000000000' }));
    answer('get', PLANS, { plans: seedPlans() });
    renderWithProviders(<CurrentPlan />);

    expect(await screen.findByText('Información no disponible')).toBeInTheDocument();
  });

  it('says the plan failed to load and tries again on request', async () => {
    const current = answer(
      'get',
      CURRENT,
      inTurn(() => apiError(500), currentPlan()),
    );
    const list = answer('get', PLANS, { plans: seedPlans() });
    renderWithProviders(<CurrentPlan />);

    expect(await screen.findByText('Error al cargar los detalles del plan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Starter' })).toBeInTheDocument();
    expect(current.requests).toHaveLength(2);
    // The plans had loaded: only the failed call is asked again.
    expect(list.requests).toHaveLength(1);
  });
});
