import { useEffect } from 'react';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster, useLocation } from '@platform/shared';
import { Toaster } from '@platform/shared/overlays';
import {
  answer,
  apiError,
  HttpResponse,
  inTurn,
  renderWithProviders,
} from '@platform/shared/testing';
import {
  answerCreate,
  answerPlans,
  archivedPlan,
  MONTHLY_ID,
  monthlyPlan,
  planList,
  weeklyPlan,
} from '../../features/commerce-plans/fixtures';
import PlansPage from './PlansPage';

/** The page's query string, as the router has it. */
const router = { search: '' };
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    router.search = location.search;
  }, [location.search]);
  return null;
}

function renderPage(route = '/plans') {
  return renderWithProviders(
    <>
      <Toaster />
      <PlansPage />
      <LocationProbe />
    </>,
    { route },
  );
}

const grid = (name: 'Planes activos' | 'Planes archivados') => screen.findByRole('list', { name });
const cardOf = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('PlansPage', () => {
  configure({ asyncUtilTimeout: 5000 });
  jest.setTimeout(30_000);

  beforeAll(async () => {
    // The overlay and widget entries are slow to load the first time in jsdom.
    await Promise.all([import('@platform/shared/overlays'), import('@platform/shared/widgets')]);
    // The shell mounts the toast viewport with the first toast; here it is there from the start,
    // so that one-time announcement is spent before any test.
    toaster.create({ title: 'Primer aviso' });
    toaster.remove();
  }, 60_000);
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    toaster.remove();
    jest.restoreAllMocks();
  });

  it('lists the active plans as cards with their price, frequencies, subscribers and benefits', async () => {
    const plans = answerPlans({ active: [monthlyPlan, weeklyPlan] });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Planes de Suscripción' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Activos' })).toHaveAttribute('aria-selected', 'true');
    const list = await grid('Planes activos');
    expect(list.children).toHaveLength(2);
    expect(plans.statuses()).toEqual(['active']);

    const card = within(cardOf('Café Mensual'));
    expect(card.getByText('$19.990')).toBeInTheDocument();
    expect(card.getByText('Un kilo de café de especialidad cada mes.')).toBeInTheDocument();
    expect(card.getByText('Entrega').nextSibling).toHaveTextContent('Mensual');
    expect(card.getByText('Renovación').nextSibling).toHaveTextContent('Mensual');
    expect(card.getByText('Suscriptores').nextSibling).toHaveTextContent('42');
    expect(
      within(card.getByRole('list', { name: 'Incluye' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Envío gratis', 'Molienda a elección']);
    expect(
      within(card.getByRole('list', { name: 'No incluye' })).getByRole('listitem'),
    ).toHaveTextContent('Taza de regalo');
    for (const action of ['Editar', 'Copiar', 'Archivar']) {
      expect(card.getByRole('button', { name: `${action} Café Mensual` })).toBeInTheDocument();
    }

    const weekly = within(cardOf('Café Semanal'));
    expect(weekly.getByText('$6.490')).toBeInTheDocument();
    expect(weekly.getByText('Entrega').nextSibling).toHaveTextContent('Semanal');
    expect(weekly.getByText('Renovación').nextSibling).toHaveTextContent('Trimestral');
    expect(weekly.queryByRole('list', { name: 'Incluye' })).toBeNull();
  });

  it('lists the archived plans in their tab, kept in the URL, with copy as their only action', async () => {
    const plans = answerPlans({ active: [monthlyPlan], archived: [archivedPlan] });
    const user = userEvent.setup();
    renderPage();
    await grid('Planes activos');

    await user.click(screen.getByRole('tab', { name: 'Archivados' }));

    await grid('Planes archivados');
    expect(router.search).toBe('?tab=archived');
    expect(plans.statuses()).toEqual(['active', 'archived']);
    expect(screen.queryByRole('heading', { name: 'Café Mensual' })).toBeNull();
    const card = within(cardOf('Té de Temporada'));
    expect(card.getByText('Archivado')).toBeInTheDocument();
    expect(card.getByText('Entrega').nextSibling).toHaveTextContent('Quincenal');
    expect(card.getByText('Renovación').nextSibling).toHaveTextContent('Anual');
    expect(card.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Copiar Té de Temporada',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Activos' }));
    await grid('Planes activos');
    expect(router.search).toBe('');
  });

  it('opens on the tab the URL names, and says when a tab has no plans', async () => {
    answerPlans({});
    const user = userEvent.setup();
    renderPage('/plans?tab=archived');

    expect(screen.getByRole('tab', { name: 'Archivados' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await screen.findByRole('heading', { name: 'No hay planes archivados' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Activos' }));
    expect(
      await screen.findByRole('heading', { name: 'No hay planes activos' }),
    ).toBeInTheDocument();
    // The empty active tab offers to create the first plan.
    const buttons = screen.getAllByRole('button', { name: 'Nuevo plan' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    expect(await screen.findByRole('dialog', { name: 'Nuevo Plan' })).toBeInTheDocument();
  });

  it("shows a failed load with 'Reintentar', which loads the plans", async () => {
    answer(
      'get',
      '/commerce-plans',
      inTurn(() => apiError(500, 'Servicio no disponible'), planList(monthlyPlan)),
    );
    const user = userEvent.setup();
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar los planes');
    expect(alert).toHaveTextContent('Servicio no disponible');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Café Mensual' })).toBeInTheDocument();
  });

  it('archives a plan after a confirmation that says it is irreversible', async () => {
    const plans = answerPlans({ active: [monthlyPlan, weeklyPlan] });
    const archived = answer('put', `/commerce-plans/${MONTHLY_ID}/archive`, () => {
      plans.plans.active = [weeklyPlan];
      plans.plans.archived = [{ ...monthlyPlan, status: 'archived' }];
      return HttpResponse.json({ ...monthlyPlan, status: 'archived' });
    });
    const user = userEvent.setup();
    renderPage();
    await grid('Planes activos');

    // Cancelling changes nothing.
    await user.click(screen.getByRole('button', { name: 'Archivar Café Mensual' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Archivar plan' });
    expect(dialog).toHaveTextContent('¿Archivar «Café Mensual»?');
    expect(dialog).toHaveTextContent('Esta acción es irreversible');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(archived.requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Archivar Café Mensual' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Archivar plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Archivar' }));

    expect(await screen.findByText('Plan archivado correctamente')).toBeInTheDocument();
    expect(archived.requests.map((request) => request.body)).toEqual([{ isArchived: true }]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Café Mensual' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Café Semanal' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Activos' })).toHaveFocus());
  });

  it("keeps a failed archive in the dialog with the server's message", async () => {
    answerPlans({ active: [monthlyPlan] });
    answer('put', `/commerce-plans/${MONTHLY_ID}/archive`, () =>
      apiError(409, 'El plan ya está archivado'),
    );
    const user = userEvent.setup();
    renderPage();
    await grid('Planes activos');

    await user.click(screen.getByRole('button', { name: 'Archivar Café Mensual' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archivar plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Archivar' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error al archivar el plan');
    expect(alert).toHaveTextContent('El plan ya está archivado');
    expect(screen.queryByText('Plan archivado correctamente')).toBeNull();
  });

  it("copies a plan with ' (Copia)' through the create call, and the list shows the copy", async () => {
    const plans = answerPlans({ active: [monthlyPlan] });
    const created = answerCreate();
    const user = userEvent.setup();
    renderPage();
    await grid('Planes activos');

    await user.click(screen.getByRole('button', { name: 'Copiar Café Mensual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copiar Plan' });
    expect(within(dialog).getByRole('textbox', { name: /Nombre del plan/ })).toHaveValue(
      'Café Mensual (Copia)',
    );
    plans.plans.active = [
      { ...monthlyPlan, id: 'copia', name: 'Café Mensual (Copia)' },
      monthlyPlan,
    ];
    await user.click(within(dialog).getByRole('button', { name: 'Guardar plan' }));

    expect(await screen.findByText('Plan copiado correctamente')).toBeInTheDocument();
    expect(created.requests.map((request) => request.body)).toEqual([
      {
        name: 'Café Mensual (Copia)',
        description: monthlyPlan.description,
        price: monthlyPlan.price,
        deliveryFrequency: 'monthly',
        renewalPeriod: 'monthly',
        benefits: monthlyPlan.benefits,
        excludedBenefits: monthlyPlan.excludedBenefits,
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Café Mensual (Copia)' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
