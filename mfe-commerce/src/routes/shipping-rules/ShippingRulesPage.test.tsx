import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShippingRule } from '@platform/api/contracts';
import { toaster } from '@platform/shared';
import {
  answer,
  apiError,
  HttpResponse,
  inTurn,
  renderWithProviders,
} from '@platform/shared/testing';
import { RULE_IDS, sampleRules, shippingRule } from '../../features/shipping-rules/fixtures';
import ShippingRulesPage from './ShippingRulesPage';

// Chakra's checkbox and switch (zag) build PointerEvents, which jsdom lacks.
if (typeof window.PointerEvent === 'undefined') {
  Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
}

type Reply = Parameters<typeof answer>[2];

function renderPage(reply: Reply = { rules: sampleRules() }) {
  const loads = answer('get', '/shippings/rules', reply);
  renderWithProviders(<ShippingRulesPage />, { route: '/shipping/rules' });
  return { loads };
}

const rulesList = () => screen.findByRole('list', { name: 'Reglas de despacho' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const form = {
  drawer: (name = 'Nueva regla de despacho') => screen.findByRole('dialog', { name }),
  type: () => screen.getByRole('combobox', { name: 'Tipo de regla' }),
  price: () => screen.getByRole('textbox', { name: /Precio del despacho/ }),
  search: () => screen.getByRole('searchbox', { name: 'Buscar comuna' }),
  commune: (name: string) => screen.getByRole('checkbox', { name }),
  active: () => screen.getByRole('checkbox', { name: 'Regla activa' }),
  create: () => button('Crear regla'),
  saveChanges: () => button('Guardar cambios'),
};

/** Searches the commune and ticks it. */
async function chooseCommune(query: string, name = query) {
  await userEvent.clear(form.search());
  await userEvent.type(form.search(), query);
  await userEvent.click(await screen.findByRole('checkbox', { name }));
}

async function openNewRule() {
  renderPage();
  await rulesList();
  await userEvent.click(button('Nueva regla'));
  return form.drawer();
}

describe('ShippingRulesPage', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(toaster, 'create');
  });
  afterEach(() => jest.restoreAllMocks());

  describe('the list', () => {
    it('shows each rule with its price, state and communes, the long lists folded', async () => {
      renderPage();
      expect(screen.getByRole('heading', { level: 1, name: 'Reglas de Despacho' })).toBeVisible();
      const list = await rulesList();
      // The rows, not the communes' own list items inside them.
      const rows = within(list)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === list);
      expect(rows).toHaveLength(3);
      expect(rows[0]).toHaveTextContent('$2.990Activa');
      expect(rows[1]).toHaveTextContent('$3.990Inactiva');
      expect(
        within(rows[0]!).getByRole('list', { name: 'Comunas de la regla de $2.990' }),
      ).toHaveTextContent('SantiagoProvidenciaÑuñoa');

      // Ten communes: six shown, the other four behind '+4'.
      const communes = within(rows[2]!).getByRole('list', {
        name: 'Comunas de la regla de $6.990',
      });
      expect(within(communes).queryByText('Puerto Montt')).not.toBeInTheDocument();
      const more = within(rows[2]!).getByRole('button', { name: '+4 comunas más' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(more);
      expect(within(communes).getByText('Puerto Montt')).toBeVisible();
      expect(within(rows[2]!).getByRole('button', { name: 'Ver menos' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );

      // The row's actions say which rule they act on.
      expect(button('Editar regla de $2.990')).toBeInTheDocument();
      expect(button('Eliminar regla de $6.990')).toBeInTheDocument();
      // The info panel explains how the rules apply.
      expect(screen.getByRole('region', { name: '¿Cómo funcionan las reglas?' })).toHaveTextContent(
        'Si una comuna está en varias reglas activas, tu cliente paga la más barata.',
      );
    });

    it('invites to create the first rule when there is none', async () => {
      renderPage({ rules: [] });
      expect(
        await screen.findByRole('heading', { name: 'Aún no tienes reglas de despacho' }),
      ).toBeInTheDocument();
      await userEvent.click(button('Crear la primera regla'));
      expect(await form.drawer()).toBeInTheDocument();
    });

    it("says 'Error al cargar las reglas de despacho' and retries with 'Reintentar'", async () => {
      const { loads } = renderPage(
        inTurn(() => apiError(500, 'Servicio no disponible'), { rules: sampleRules() }),
      );
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error al cargar las reglas de despacho');
      expect(alert).toHaveTextContent('Servicio no disponible');
      await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
      expect(await rulesList()).toBeInTheDocument();
      expect(loads.requests).toHaveLength(2);
    });
  });

  describe('the side form', () => {
    it('checks the price range with the spec’s messages and sends nothing', async () => {
      const created = answer('post', '/shippings/rules', {});
      await openNewRule();
      expect(form.type()).toBeDisabled();
      expect(form.type()).toHaveDisplayValue('Precio fijo');
      expect(form.price()).toHaveAccessibleDescription('Entre $100 y $1.000.000');
      await waitFor(() => expect(form.price()).toHaveFocus());
      // Without a commune the button says it is not ready.
      expect(form.create()).toHaveAttribute('aria-disabled', 'true');
      expect(form.create()).toHaveAccessibleDescription(
        'Selecciona al menos una comuna para guardar la regla.',
      );

      await userEvent.type(form.price(), '99');
      await chooseCommune('Macul');
      expect(form.create()).not.toHaveAttribute('aria-disabled');
      await userEvent.click(form.create());
      await waitFor(() =>
        expect(form.price()).toHaveAccessibleDescription('El precio mínimo es $100'),
      );
      expect(form.price()).toHaveFocus();

      await userEvent.clear(form.price());
      await userEvent.type(form.price(), '1.000.001');
      expect(form.price()).toHaveValue('1000001');
      await userEvent.click(form.create());
      await waitFor(() =>
        expect(form.price()).toHaveAccessibleDescription('El precio máximo es $1.000.000'),
      );
      expect(created.requests).toHaveLength(0);
    });

    it('asks for a commune when the form is sent without one', async () => {
      const created = answer('post', '/shippings/rules', {});
      await openNewRule();
      await userEvent.type(form.price(), '1990');
      await userEvent.click(form.create());
      await waitFor(() => expect(form.search()).toHaveFocus());
      expect(form.search()).toHaveAccessibleDescription('Selecciona al menos una comuna');
      expect(created.requests).toHaveLength(0);
    });

    it('creates a rule, then closes with a toast and a fresh list', async () => {
      const fresh = shippingRule({
        uuid: 'f0000000-0000-4000-8000-000000000009',
        price: 1990,
        cities: ['Macul'],
      });
      const created = answer('post', '/shippings/rules', () =>
        HttpResponse.json(fresh, { status: 201 }),
      );
      const { loads } = renderPage(
        inTurn({ rules: sampleRules() }, { rules: [fresh, ...sampleRules()] }),
      );
      await rulesList();
      await userEvent.click(button('Nueva regla'));
      const drawer = await form.drawer();
      await userEvent.type(form.price(), '1990');
      await chooseCommune('macul', 'Macul');
      await chooseCommune('la florida', 'La Florida');
      await userEvent.click(form.active());
      expect(form.active()).not.toBeChecked();
      await userEvent.click(form.active());
      await userEvent.click(form.create());

      await waitFor(() => expect(drawer).not.toBeInTheDocument());
      expect(created.requests.map((request) => request.body)).toEqual([
        { type: 'fixed_price', price: 1990, cities: ['Macul', 'La Florida'], isActive: true },
      ]);
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Regla de despacho creada correctamente',
          type: 'success',
        }),
      );
      await waitFor(() => expect(loads.requests).toHaveLength(2));
      expect(
        await screen.findByRole('button', { name: 'Editar regla de $1.990' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(button('Nueva regla')).toHaveFocus());
    });

    it('edits a rule with PUT of the whole rule', async () => {
      const updated = answer('put', '/shippings/rules/:id', ({ body }) =>
        HttpResponse.json(body as ShippingRule),
      );
      renderPage();
      await rulesList();
      await userEvent.click(button('Editar regla de $3.990'));
      await form.drawer('Editar regla de despacho');
      expect(form.price()).toHaveValue('3990');
      expect(form.active()).not.toBeChecked();
      const chosen = screen.getByRole('list', { name: 'Comunas seleccionadas' });
      expect(
        within(chosen)
          .getAllByRole('button')
          .map((tag) => tag.getAttribute('aria-label')),
      ).toEqual(['Las Condes, quitar', 'Vitacura, quitar', 'Lo Barnechea, quitar']);
      await userEvent.click(button('Vitacura, quitar'));
      expect(button('Lo Barnechea, quitar')).toHaveFocus();
      await userEvent.click(form.active());
      await userEvent.click(form.saveChanges());

      await waitFor(() => expect(updated.requests).toHaveLength(1));
      expect(updated.requests[0]!.url.pathname).toBe(`/api/shippings/rules/${RULE_IDS.oriente}`);
      expect(updated.requests[0]!.body).toEqual({
        ...sampleRules()[1],
        cities: ['Las Condes', 'Lo Barnechea'],
        isActive: true,
      });
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Regla de despacho actualizada correctamente' }),
      );
      // The drawer closes and the focus is back on the row's button.
      await waitFor(() => expect(button('Editar regla de $3.990')).toHaveFocus());
    });

    it('shows the api’s message when the save fails, and keeps the form', async () => {
      answer('post', '/shippings/rules', () => apiError(400, 'Comuna desconocida: Gotham'));
      await openNewRule();
      await userEvent.type(form.price(), '1990');
      await chooseCommune('Macul');
      await userEvent.click(form.create());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('No se pudo guardar la regla de despacho');
      expect(alert).toHaveTextContent('Comuna desconocida: Gotham');
      expect(form.price()).toHaveValue('1990');
      expect(toaster.create).not.toHaveBeenCalled();
    });
  });

  describe('the communes', () => {
    it('are found without case or accents, grouped by region', async () => {
      await openNewRule();
      await userEvent.type(form.search(), 'nunoa');
      const regions = screen.getByRole('group', { name: 'Regiones y comunas' });
      expect(
        within(regions).getByRole('button', { name: /Región Metropolitana de Santiago/ }),
      ).toHaveAttribute('aria-expanded', 'true');
      expect(within(regions).getAllByRole('button', { expanded: true })).toHaveLength(1);
      expect(form.commune('Ñuñoa')).not.toBeChecked();
      await userEvent.click(form.commune('Ñuñoa'));
      expect(button('Ñuñoa, quitar')).toBeInTheDocument();

      await userEvent.clear(form.search());
      await userEvent.type(form.search(), 'VALPARAISO');
      expect(form.commune('Valparaíso')).toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: 'Ñuñoa' })).not.toBeInTheDocument();

      await userEvent.clear(form.search());
      await userEvent.type(form.search(), 'gotham');
      expect(screen.getByText('Ninguna comuna coincide con «gotham».')).toBeInTheDocument();
    });

    it('selects and clears a whole region', async () => {
      await openNewRule();
      const all = form.commune('Todas las comunas de Región de Tarapacá');
      await userEvent.click(all);
      expect(all).toBeChecked();
      expect(screen.getByText('7 comunas seleccionadas')).toBeInTheDocument();
      await userEvent.click(button(/Región de Tarapacá/));
      expect(form.commune('Iquique')).toBeChecked();
      await userEvent.click(form.commune('Iquique'));
      expect(all).not.toBeChecked();
      expect(all).toBePartiallyChecked();
      await userEvent.click(button('Quitar todas'));
      expect(screen.getByText('Aún no eliges comunas.')).toBeInTheDocument();
    });
  });

  describe('the duplicate price dialog', () => {
    async function newRuleAt(price: string, commune: string) {
      await openNewRule();
      await userEvent.type(form.price(), price);
      await chooseCommune(commune);
      await userEvent.click(form.create());
      return screen.findByRole('alertdialog', { name: 'Ya tienes una regla con este precio' });
    }

    it('merges the communes into the rule with that price', async () => {
      const created = answer('post', '/shippings/rules', {});
      const updated = answer('put', '/shippings/rules/:id', ({ body }) =>
        HttpResponse.json(body as ShippingRule),
      );
      const dialog = await newRuleAt('2990', 'Macul');
      expect(dialog).toHaveTextContent(
        'La regla de $2.990 ya cubre 3 comunas. ¿Qué quieres hacer?',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Fusionar las reglas' }));

      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(updated.requests.map((request) => [request.url.pathname, request.body])).toEqual([
        [
          `/api/shippings/rules/${RULE_IDS.santiago}`,
          { ...sampleRules()[0], cities: ['Santiago', 'Providencia', 'Ñuñoa', 'Macul'] },
        ],
      ]);
      expect(created.requests).toHaveLength(0);
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Reglas fusionadas correctamente', type: 'success' }),
      );
      await waitFor(() =>
        expect(
          screen.queryByRole('dialog', { name: 'Nueva regla de despacho' }),
        ).not.toBeInTheDocument(),
      );
    });

    it('merges an edited rule into the other one and deactivates it', async () => {
      const updated = answer('put', '/shippings/rules/:id', ({ body }) =>
        HttpResponse.json(body as ShippingRule),
      );
      renderPage();
      await rulesList();
      await userEvent.click(button('Editar regla de $6.990'));
      await form.drawer('Editar regla de despacho');
      await userEvent.clear(form.price());
      await userEvent.type(form.price(), '2990');
      await userEvent.click(form.saveChanges());
      const dialog = await screen.findByRole('alertdialog');
      expect(
        within(dialog).getByRole('button', { name: 'Fusionar las reglas' }),
      ).toHaveAccessibleDescription('Suma estas comunas a la regla existente y desactiva esta.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Fusionar las reglas' }));

      await waitFor(() => expect(updated.requests).toHaveLength(2));
      const [merged, deactivated] = updated.requests;
      const [santiago, , regiones] = sampleRules();
      expect(merged!.url.pathname).toBe(`/api/shippings/rules/${RULE_IDS.santiago}`);
      expect(merged!.body).toEqual({
        ...santiago,
        cities: [...santiago!.cities, ...regiones!.cities],
      });
      expect(deactivated!.url.pathname).toBe(`/api/shippings/rules/${RULE_IDS.regiones}`);
      expect(deactivated!.body).toEqual({ ...regiones, isActive: false });
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Reglas fusionadas correctamente' }),
      );
    });

    it('shows why a merge failed, in the dialog', async () => {
      answer('put', '/shippings/rules/:id', () => apiError(404, 'Regla de despacho no encontrada'));
      const dialog = await newRuleAt('2990', 'Macul');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Fusionar las reglas' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('No se pudieron fusionar las reglas');
      expect(alert).toHaveTextContent('Regla de despacho no encontrada');
    });

    it('saves anyway with "Guardar de todos modos"', async () => {
      const created = answer('post', '/shippings/rules', () =>
        HttpResponse.json(
          shippingRule({
            uuid: 'f0000000-0000-4000-8000-000000000010',
            price: 2990,
            cities: ['Macul'],
          }),
          { status: 201 },
        ),
      );
      const dialog = await newRuleAt('2990', 'Macul');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar de todos modos' }));
      await waitFor(() => expect(created.requests).toHaveLength(1));
      expect(created.requests[0]!.body).toEqual({
        type: 'fixed_price',
        price: 2990,
        cities: ['Macul'],
        isActive: true,
      });
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Regla de despacho creada correctamente' }),
      );
    });

    it('opens the other rule in the form with "Editar la regla existente"', async () => {
      const created = answer('post', '/shippings/rules', {});
      const dialog = await newRuleAt('2990', 'Macul');
      await userEvent.click(
        within(dialog).getByRole('button', { name: 'Editar la regla existente' }),
      );
      await form.drawer('Editar regla de despacho');
      expect(form.price()).toHaveValue('2990');
      const chosen = screen.getByRole('list', { name: 'Comunas seleccionadas' });
      expect(
        within(chosen)
          .getAllByRole('button')
          .map((tag) => tag.getAttribute('aria-label')),
      ).toEqual(['Santiago, quitar', 'Providencia, quitar', 'Ñuñoa, quitar']);
      expect(created.requests).toHaveLength(0);
    });

    it('does not ask when an edit keeps the rule’s own price', async () => {
      const updated = answer('put', '/shippings/rules/:id', ({ body }) =>
        HttpResponse.json(body as ShippingRule),
      );
      renderPage({
        rules: [
          ...sampleRules(),
          shippingRule({
            uuid: 'f0000000-0000-4000-8000-000000000011',
            price: 2990,
            cities: ['Macul'],
          }),
        ],
      });
      await rulesList();
      await userEvent.click(screen.getAllByRole('button', { name: 'Editar regla de $2.990' })[1]!);
      await form.drawer('Editar regla de despacho');
      await userEvent.click(form.saveChanges());
      await waitFor(() => expect(updated.requests).toHaveLength(1));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  it('warns, without blocking, about communes another active rule covers', async () => {
    await openNewRule();
    await userEvent.type(form.price(), '4990');
    await chooseCommune('Las Condes');
    // The $3.990 rule that lists Las Condes is inactive: nothing to warn about.
    expect(
      screen.queryByText('Algunas comunas ya tienen otra regla activa'),
    ).not.toBeInTheDocument();
    await chooseCommune('Providencia');
    const warning = screen
      .getByText('Algunas comunas ya tienen otra regla activa')
      .closest('[role="status"]');
    expect(warning).toHaveTextContent('Providencia: $2.990');
    expect(warning).not.toHaveTextContent('Las Condes');
    expect(form.create()).not.toHaveAttribute('aria-disabled');
  });

  describe('on a wide screen', () => {
    let matchMedia: typeof window.matchMedia;
    beforeEach(() => {
      matchMedia = window.matchMedia;
      // Every min-width query matches: the widest breakpoint applies.
      window.matchMedia = (query: string) =>
        ({
          ...matchMedia(query),
          matches: query.includes('min-width'),
          media: query,
        }) as MediaQueryList;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('shows the form as a panel beside the list, and gives the focus back', async () => {
      renderPage();
      await rulesList();
      await userEvent.click(button('Editar regla de $6.990'));
      const panel = screen.getByRole('region', { name: 'Editar regla de despacho' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(within(panel).getByRole('form', { name: 'Editar regla de despacho' })).toBeVisible();
      await waitFor(() => expect(form.price()).toHaveFocus());
      expect(form.price()).toHaveValue('6990');
      // The list stays in reach, the rule being edited marked.
      expect(button('Editar regla de $6.990').closest('li')).toHaveAttribute(
        'aria-current',
        'true',
      );

      await userEvent.click(within(panel).getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('region', { name: 'Editar regla de despacho' })).toBeNull();
      await waitFor(() => expect(button('Editar regla de $6.990')).toHaveFocus());
    });
  });

  describe('deleting a rule', () => {
    it('asks first, and cancelling sends nothing', async () => {
      const deleted = answer('delete', '/shippings/rules/:id', { ok: true });
      renderPage();
      await rulesList();
      await userEvent.click(button('Eliminar regla de $3.990'));
      const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar regla de despacho' });
      expect(dialog).toHaveTextContent(
        '¿Eliminar la regla de $3.990 para 3 comunas? Esta acción no se puede deshacer.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(deleted.requests).toHaveLength(0);
      await waitFor(() => expect(button('Eliminar regla de $3.990')).toHaveFocus());
    });

    it('deletes it once confirmed, with a toast', async () => {
      const deleted = answer('delete', '/shippings/rules/:id', { ok: true });
      const [santiago, , regiones] = sampleRules();
      renderPage(inTurn({ rules: sampleRules() }, { rules: [santiago!, regiones!] }));
      await rulesList();
      await userEvent.click(button('Eliminar regla de $3.990'));
      const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar regla de despacho' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar regla' }));

      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(deleted.requests.map((request) => request.url.pathname)).toEqual([
        `/api/shippings/rules/${RULE_IDS.oriente}`,
      ]);
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Regla de despacho eliminada correctamente',
          type: 'success',
        }),
      );
      await waitFor(() =>
        expect(
          screen.queryByRole('button', { name: 'Eliminar regla de $3.990' }),
        ).not.toBeInTheDocument(),
      );
    });

    it('shows the api’s message when the delete fails', async () => {
      answer('delete', '/shippings/rules/:id', () => apiError(500, 'Servicio no disponible'));
      renderPage();
      await rulesList();
      await userEvent.click(button('Eliminar regla de $2.990'));
      const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar regla de despacho' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar regla' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('No se pudo eliminar la regla de despacho');
      expect(alert).toHaveTextContent('Servicio no disponible');
    });
  });
});
