import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, toaster } from '@platform/shared';
import {
  answer,
  apiError,
  inTurn,
  renderWithProviders,
  signInForTest,
} from '@platform/shared/testing';
import {
  currentPlan,
  PLAN_IDS,
  planChangePreview,
  planChangeResult,
  seedPlans,
} from '../../features/pricing/fixtures';
import PricingPage from './PricingPage';

// The page as a signed-in merchant sees it: the current plan marked, the change buttons, the
// plan-change dialog with the api's preview, the pending change and its cancellation.

const planCard = (name: string) => screen.getByRole('article', { name });
const changeDialog = (plan: string) =>
  screen.findByRole('dialog', { name: `Cambiar al plan ${plan}` });

function renderPage() {
  return renderWithProviders(<PricingPage />, { route: '/pricing' });
}

describe('PricingPage (merchant)', () => {
  beforeEach(() => {
    signInForTest();
    answer('get', '/store-subscriptions', { plans: seedPlans() });
    jest.spyOn(toaster, 'create');
  });
  afterEach(() => jest.restoreAllMocks());

  it('marks the current plan and offers the others, with no register link', async () => {
    answer('get', '/store-subscriptions/current-plan', currentPlan());
    renderPage();

    const starter = await screen.findByRole('article', { name: 'Starter' });
    expect(await within(starter).findByText('Estás en este plan')).toBeInTheDocument();
    expect(within(starter).getByText('Tu plan actual')).toBeInTheDocument();
    expect(within(starter).queryByRole('button')).not.toBeInTheDocument();
    expect(within(planCard('Pro')).getByRole('button', { name: 'Mejorar a Pro' })).toBeEnabled();
    expect(
      screen.queryByRole('link', { name: /Comenzar con|Crear mi tienda/ }),
    ).not.toBeInTheDocument();
  });

  it('shows the exact charge of an upgrade before confirming it, then applies it', async () => {
    const user = userEvent.setup();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    answer(
      'get',
      '/store-subscriptions/current-plan',
      inTurn(currentPlan(), currentPlan({ id: PLAN_IDS.pro })),
    );
    // The api's own figure, not one the page works out.
    const preview = answer(
      'get',
      '/store-subscriptions/plan-change-preview',
      planChangePreview({ chargeAmount: 487_500 }),
    );
    const upgrade = answer(
      'put',
      '/store-subscriptions/upgrade-plan',
      planChangeResult(
        { id: PLAN_IDS.pro },
        { chargeAmount: 487_500, card: { cardType: 'Visa', lastFour: '4242' } },
      ),
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Mejorar a Pro' }));
    const dialog = await changeDialog('Pro');
    expect(await within(dialog).findByText('$487.500')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Pasarás de Starter a Pro de inmediato');
    expect(dialog).toHaveTextContent('Cargo de hoy');
    expect(dialog).toHaveTextContent('Se cobrará a tu tarjeta Visa terminada en 4242.');
    expect(preview.requests[0]?.url.searchParams.get('planId')).toBe(PLAN_IDS.pro);
    expect(upgrade.requests).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y pagar $487.500' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(upgrade.requests.map(({ body }) => body)).toEqual([
      { planId: PLAN_IDS.pro, currentPlanId: PLAN_IDS.starter },
    ]);
    expect(toaster.create).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'success',
        title: 'Plan actualizado correctamente',
        description: 'Se cobraron $487.500 a tu tarjeta Visa terminada en 4242.',
      }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['store-subscriptions', 'current-plan'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['plan'] });
    expect(await within(planCard('Pro')).findByText('Estás en este plan')).toBeInTheDocument();
    expect(
      within(planCard('Starter')).getByRole('button', { name: 'Cambiar a Starter' }),
    ).toBeInTheDocument();
  });

  it('schedules a downgrade for the end of the period, which then shows as pending', async () => {
    const user = userEvent.setup();
    const scheduled = {
      id: PLAN_IDS.pro,
      nextPlanUuid: PLAN_IDS.starter,
      renewalDate: '2026-07-01',
    };
    answer(
      'get',
      '/store-subscriptions/current-plan',
      inTurn(currentPlan({ id: PLAN_IDS.pro }), currentPlan(scheduled)),
    );
    answer(
      'get',
      '/store-subscriptions/plan-change-preview',
      planChangePreview({
        kind: 'downgrade',
        fromPlanId: PLAN_IDS.pro,
        toPlanId: PLAN_IDS.starter,
        chargeAmount: 0,
        effectiveDate: '2026-07-01',
        card: null,
      }),
    );
    const downgrade = answer(
      'put',
      '/store-subscriptions/downgrade-plan',
      planChangeResult(scheduled, { kind: 'downgrade', effectiveDate: '2026-07-01' }),
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Cambiar a Starter' }));
    const dialog = await changeDialog('Starter');
    expect(
      await within(dialog).findByText(
        'Tu plan cambiará a Starter el 01-07-2026, al terminar tu período actual.',
      ),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Hasta esa fecha sigues con Pro y todos sus beneficios.');
    expect(within(dialog).queryByText('Cargo de hoy')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Programar cambio de plan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(downgrade.requests.map(({ body }) => body)).toEqual([
      { planId: PLAN_IDS.starter, currentPlanId: PLAN_IDS.pro },
    ]);
    expect(toaster.create).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Plan actualizado correctamente',
        description: 'Tu plan cambiará a Starter el 01-07-2026.',
      }),
    );
    expect(
      await within(planCard('Starter')).findByRole('button', {
        name: 'Se habilitará este plan el 01-07-2026',
      }),
    ).toBeInTheDocument();
    expect(within(planCard('Starter')).getByText('Plan programado')).toBeInTheDocument();
  });

  it('shows the pending change, whose button offers to cancel it on hover and focus', async () => {
    const user = userEvent.setup();
    answer(
      'get',
      '/store-subscriptions/current-plan',
      inTurn(
        currentPlan({
          id: PLAN_IDS.pro,
          nextPlanUuid: PLAN_IDS.starter,
          renewalDate: '2026-07-01',
        }),
        currentPlan({ id: PLAN_IDS.pro }),
      ),
    );
    const cancel = answer(
      'put',
      '/store-subscriptions/cancel-plan-change',
      planChangeResult({ id: PLAN_IDS.pro }, { kind: 'cancel' }),
    );
    renderPage();

    expect(await screen.findByText('Cambio de plan programado')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tu plan cambiará a Starter el 01-07-2026. Debes anular el cambio de plan planificado antes de seleccionar un nuevo plan.',
      ),
    ).toBeInTheDocument();
    const pending = within(planCard('Starter')).getByRole('button', {
      name: 'Se habilitará este plan el 01-07-2026',
    });

    await user.hover(pending);
    expect(pending).toHaveAccessibleName('Anular el cambio de plan');
    await user.unhover(pending);
    expect(pending).toHaveAccessibleName('Se habilitará este plan el 01-07-2026');
    act(() => pending.focus());
    expect(pending).toHaveAccessibleName('Anular el cambio de plan');

    await user.click(pending);
    const dialog = await screen.findByRole('alertdialog', { name: 'Anular el cambio de plan' });
    expect(dialog).toHaveTextContent(
      '¿Quieres anular el cambio al plan Starter programado para el 01-07-2026?',
    );
    expect(cancel.requests).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, anular el cambio' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cancel.requests.map(({ body }) => body)).toEqual([{ cancelNextPlan: true }]);
    expect(toaster.create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Cambio de plan cancelado correctamente' }),
    );
    expect(screen.queryByText('Cambio de plan programado')).not.toBeInTheDocument();
    expect(
      within(planCard('Starter')).getByRole('button', { name: 'Cambiar a Starter' }),
    ).toBeInTheDocument();
  });

  it('keeps the cancel dialog open with the spec message when cancelling fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(
      'get',
      '/store-subscriptions/current-plan',
      currentPlan({ id: PLAN_IDS.pro, nextPlanUuid: PLAN_IDS.starter }),
    );
    answer('put', '/store-subscriptions/cancel-plan-change', () => apiError(500));
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Anular el cambio de plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Anular el cambio de plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, anular el cambio' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error al cancelar el cambio de plan',
    );
    expect(toaster.create).not.toHaveBeenCalled();
  });

  it('blocks the change while billing data is incomplete and there is no default card', async () => {
    const user = userEvent.setup();
    answer('get', '/store-subscriptions/current-plan', currentPlan());
    answer(
      'get',
      '/store-subscriptions/plan-change-preview',
      planChangePreview({ blockedBy: ['billing', 'card'], card: null }),
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Mejorar a Pro' }));
    const dialog = await changeDialog('Pro');
    expect(
      await within(dialog).findByText(
        'Completa tus datos de facturación para poder cambiar de plan.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Registra una tarjeta de crédito predeterminada para poder cambiar de plan.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Completar datos de facturación' }),
    ).toHaveAttribute('href', '/business/billing');
    expect(within(dialog).getByRole('link', { name: 'Registrar una tarjeta' })).toHaveAttribute(
      'href',
      '/profile/account',
    );
    expect(within(dialog).queryByRole('button', { name: /Confirmar/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Cargo de hoy')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('blocks the change while another change is pending', async () => {
    const user = userEvent.setup();
    answer('get', '/store-subscriptions/current-plan', currentPlan());
    answer(
      'get',
      '/store-subscriptions/plan-change-preview',
      planChangePreview({ blockedBy: ['pending'] }),
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Mejorar a Pro' }));
    const dialog = await changeDialog('Pro');
    expect(
      await within(dialog).findByText(
        'Debes anular el cambio de plan planificado antes de seleccionar un nuevo plan',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Confirmar/ })).not.toBeInTheDocument();
  });

  it('says when the selected plan cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('get', '/store-subscriptions/current-plan', currentPlan());
    answer(
      'get',
      '/store-subscriptions/plan-change-preview',
      inTurn(() => apiError(500), planChangePreview()),
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Mejorar a Pro' }));
    const dialog = await changeDialog('Pro');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar la información del plan seleccionado.');
    expect(within(dialog).queryByRole('button', { name: /Confirmar/ })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByText('$500.000')).toBeInTheDocument();
  });

  it('keeps the dialog open with the spec message when the change fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('get', '/store-subscriptions/current-plan', currentPlan());
    answer('get', '/store-subscriptions/plan-change-preview', planChangePreview());
    answer(
      'put',
      '/store-subscriptions/upgrade-plan',
      inTurn(
        () => apiError(500),
        () =>
          apiError(409, 'Tu plan cambió mientras tanto. Recarga la página e intenta nuevamente.'),
      ),
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Mejorar a Pro' }));
    const dialog = await changeDialog('Pro');
    const confirm = await within(dialog).findByRole('button', {
      name: 'Confirmar y pagar $500.000',
    });
    await user.click(confirm);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error al cambiar de plan. Por favor, intenta nuevamente.');
    expect(toaster.create).not.toHaveBeenCalled();

    // A refusal with a reason of its own says it under the spec's message.
    await user.click(confirm);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Tu plan cambió mientras tanto. Recarga la página e intenta nuevamente.',
      ),
    );
  });

  it('says when the current plan cannot be loaded, and offers no change', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('get', '/store-subscriptions/current-plan', () => apiError(500));
    renderPage();

    expect(await screen.findByText('No pudimos cargar tu plan actual')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mejorar a|Cambiar a/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Comenzar con/ })).not.toBeInTheDocument();
  });
});
