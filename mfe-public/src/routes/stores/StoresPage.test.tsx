import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicStore, PublicStoresResponse } from '@platform/api/contracts';
import {
  answer,
  apiError,
  HttpResponse,
  renderWithProviders,
  type RecordedRequest,
} from '@platform/shared/testing';
import { storeFixture } from '../../fixtures/public-site';
import StoresPage from './StoresPage';

jest.setTimeout(20_000);

// zag (Chakra's checkbox) dispatches pointer events, which jsdom lacks.
if (typeof window.PointerEvent === 'undefined') {
  Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
}

const catalogue: PublicStore[] = [
  storeFixture({
    name: 'Huerta Viva',
    featured: true,
    category: 'Alimentación',
    rating: 4.8,
    reviewCount: 2,
  }),
  storeFixture({ name: 'Vitalbox', featured: true, category: 'Salud' }),
  storeFixture({
    name: 'Café Cordillera',
    featured: true,
    category: 'Bebidas',
    tags: ['Café de especialidad'],
  }),
  storeFixture({ name: 'Patagonia Pura', featured: true, category: 'Belleza' }),
  storeFixture({
    name: 'Té Andino',
    category: 'Bebidas',
    rating: null,
    reviewCount: 0,
    reviews: [],
  }),
];

/** GET /public/stores filtered like the api does. */
function filtered(url: URL): PublicStoresResponse {
  const search = url.searchParams.get('search');
  const category = url.searchParams.get('category');
  const featured = url.searchParams.get('featured');
  const stores = catalogue.filter(
    (store) =>
      (!search ||
        `${store.name} ${store.tags.join(' ')}`.toLowerCase().includes(search.toLowerCase())) &&
      (!category || store.category === category) &&
      (featured !== 'true' || store.featured),
  );
  return { stores, total: stores.length, categories: [] };
}

/** A fake of GET /public/stores that filters like the api does; `fail` answers the first requests. */
function fakeCatalogue(...fail: Response[]) {
  return answer(
    'get',
    '/public/stores',
    ({ url }) => fail.shift() ?? HttpResponse.json(filtered(url)),
  );
}

/** The query string of each request, as an object. */
const paramsOf = (requests: RecordedRequest[]) =>
  requests.map((request) => Object.fromEntries(request.url.searchParams));
const cardNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

// The reviews open in a dialog of the overlays entry, loaded on first use: loaded once here, so
// that the test does not wait on its cold import (seconds in jsdom on a busy machine).
beforeAll(() => import('@platform/shared/overlays'), 60_000);

describe('StoresPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the first 3 featured stores, then every store with its rating, price and frequency', async () => {
    fakeCatalogue();
    renderWithProviders(<StoresPage />, { route: '/tiendas' });

    await screen.findByText('5 tiendas');
    const featured = screen.getByRole('region', { name: 'Tiendas destacadas' });
    expect(cardNames(featured)).toEqual(['Huerta Viva', 'Vitalbox', 'Café Cordillera']);
    const all = screen.getByRole('region', { name: 'Todas las tiendas' });
    expect(cardNames(all)).toHaveLength(5);
    expect(within(all).getByText('5 tiendas')).toBeInTheDocument();

    const huerta = within(all).getByRole('article', { name: 'Huerta Viva' });
    expect(within(huerta).getByRole('img', { name: '4,8 de 5 estrellas' })).toBeInTheDocument();
    expect(within(huerta).getByText('Desde $12.990')).toBeInTheDocument();
    expect(within(huerta).getByText('Entrega mensual')).toBeInTheDocument();
    expect(within(huerta).getByText('Destacada')).toBeInTheDocument();
    expect(
      within(huerta).getByRole('link', {
        name: 'Visitar tienda Huerta Viva (se abre en una pestaña nueva)',
      }),
    ).toHaveAttribute('target', '_blank');
    const andino = within(all).getByRole('article', { name: 'Té Andino' });
    expect(within(andino).getByText('Sin reseñas aún')).toBeInTheDocument();
  });

  it('searches through the api once the visitor stops typing, and hides the showcase while filtering', async () => {
    const load = fakeCatalogue();
    const user = userEvent.setup();
    renderWithProviders(<StoresPage />, { route: '/tiendas' });
    await screen.findByText('5 tiendas');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar tiendas' }), 'café');
    await waitFor(() => expect(screen.getByText('1 tienda')).toBeInTheDocument());
    expect(paramsOf(load.requests)).toEqual([{}, { search: 'café' }]);
    expect(screen.queryByRole('region', { name: 'Tiendas destacadas' })).not.toBeInTheDocument();
    expect(cardNames(screen.getByRole('region', { name: 'Todas las tiendas' }))).toEqual([
      'Café Cordillera',
    ]);
  });

  it('filters by category and featured only, and clears the filters', async () => {
    const load = fakeCatalogue();
    const user = userEvent.setup();
    renderWithProviders(<StoresPage />, { route: '/tiendas' });
    const all = await screen.findByRole('region', { name: 'Todas las tiendas' });
    await screen.findByText('5 tiendas');

    const categories = screen.getByRole('group', { name: 'Filtrar tiendas por categoría' });
    await user.click(within(categories).getByRole('button', { name: 'Bebidas' }));
    await waitFor(() => expect(cardNames(all)).toEqual(['Café Cordillera', 'Té Andino']));
    expect(within(categories).getByRole('button', { name: 'Bebidas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Solo destacadas' }));
    await waitFor(() => expect(cardNames(all)).toEqual(['Café Cordillera']));
    expect(paramsOf(load.requests).at(-1)).toEqual({ category: 'Bebidas', featured: 'true' });

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(cardNames(all)).toHaveLength(5));
    expect(screen.getByRole('checkbox', { name: 'Solo destacadas' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeDisabled();
  });

  it('says so when no store matches, with a way back', async () => {
    fakeCatalogue();
    const user = userEvent.setup();
    renderWithProviders(<StoresPage />, { route: '/tiendas?q=bicicletas' });
    expect(
      await screen.findByRole('heading', { name: 'No se encontraron tiendas' }),
    ).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('region', { name: 'Todas las tiendas' }))
        .getAllByRole('button', { name: 'Limpiar filtros' })
        .at(-1)!,
    );
    expect(await screen.findByText('5 tiendas')).toBeInTheDocument();
  });

  it('opens the reviews of a store in a modal and gives focus back when it closes', async () => {
    fakeCatalogue();
    const user = userEvent.setup();
    renderWithProviders(<StoresPage />, { route: '/tiendas' });
    const all = await screen.findByRole('region', { name: 'Todas las tiendas' });
    await screen.findByText('5 tiendas');
    const opener = within(within(all).getByRole('article', { name: 'Huerta Viva' })).getByRole(
      'button',
      {
        name: 'Ver 2 reseñas de Huerta Viva',
      },
    );
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Reseñas de Huerta Viva' });
    expect(within(dialog).getByText('Basado en 2 reseñas')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Daniela Soto' })).toBeInTheDocument();
    expect(within(dialog).getByText('Compra verificada')).toBeInTheDocument();
    expect(within(dialog).getByText('16-11-2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Excelente servicio.')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows the error with Reintentar', async () => {
    fakeCatalogue(apiError(500, 'falló'));
    const user = userEvent.setup();
    renderWithProviders(<StoresPage />, { route: '/tiendas' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar las tiendas. Por favor, intenta nuevamente.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('5 tiendas')).toBeInTheDocument();
  });
});
