import { useEffect } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductList } from '@platform/api/contracts';
import { toaster, useLocation, useNavigate } from '@platform/shared';
import { Toaster } from '@platform/shared/overlays';
import {
  answer,
  apiError,
  HttpResponse,
  inTurn,
  renderWithProviders,
} from '@platform/shared/testing';
import {
  archivedFilter,
  beans,
  CATEGORY_BEANS,
  categoryTree,
  hiddenPack,
  lowStockMug,
  productItem,
  productPage,
} from '../../fixtures/product-list';
import ProductsPage from './ProductsPage';

// The dialogs other features own stand in as plain dialogs that show what they were opened with.
type DialogProps = { mode?: string; productId?: string; onClose: () => void };
jest.mock('../../features/product-form/ProductModal', () => ({
  ProductModal: ({ mode, productId, onClose }: DialogProps) => (
    <div role="dialog" aria-label={`Producto (${mode})`}>
      {productId ?? 'sin id'}
      <button onClick={onClose}>Cerrar producto</button>
    </div>
  ),
}));
jest.mock('../../features/categories/CategoryManager', () => ({
  CategoryManager: ({ onClose }: DialogProps) => (
    <div role="dialog" aria-label="Gestor de categorías">
      <button onClick={onClose}>Cerrar categorías</button>
    </div>
  ),
}));
jest.mock('../../features/embed/EmbedDialog', () => ({
  EmbedDialog: ({ product }: { product: { id: string; name: string } }) => (
    <div role="dialog" aria-label="Incrustar Producto">
      {`${product.id} ${product.name}`}
    </div>
  ),
}));
let mockTutorialSeen = false;
jest.mock('../../features/tutorial/ProductTypesTutorial', () => ({
  useTutorialSeen: () => mockTutorialSeen,
  ProductTypesTutorial: ({ onClose }: DialogProps) => (
    <div role="dialog" aria-label="Tipos de productos">
      <button onClick={onClose}>Cerrar tutorial</button>
    </div>
  ),
}));

/** Where the page's router is, and a way back through its history. */
const router = { search: new URLSearchParams() };
function RouterProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    router.search = new URLSearchParams(location.search);
  }, [location.search]);
  return <button onClick={() => navigate(-1)}>Atrás en el historial</button>;
}

function renderPage(route = '/products') {
  return renderWithProviders(
    <>
      <Toaster />
      <ProductsPage />
      <RouterProbe />
    </>,
    { route },
  );
}

/**
 * Answers `GET /products`: the list with `list(query)`, and the page's count of the whole
 * catalogue (archived=all, one row, no filter) with `catalogueSize`.
 */
function answerProducts(
  list: (query: URLSearchParams) => ProductList | Response | Promise<ProductList | Response>,
  { catalogueSize = 0 } = {},
) {
  const calls = answer('get', '/products', async ({ url }) => {
    const query = url.searchParams;
    if (!query.has('stockStatus')) {
      return HttpResponse.json(productPage([], { total: catalogueSize, perPage: 1 }));
    }
    const reply = await list(query);
    return reply instanceof Response ? reply : HttpResponse.json(reply);
  });
  return {
    lists: () => calls.requests.filter(({ url }) => url.searchParams.has('stockStatus')),
    counts: () => calls.requests.filter(({ url }) => !url.searchParams.has('stockStatus')),
  };
}

const lastQuery = (products: ReturnType<typeof answerProducts>) =>
  Object.fromEntries(products.lists().at(-1)?.url.searchParams ?? []);

const table = () => screen.getByRole('table', { name: 'Lista de productos' });
const rowOf = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });
const filter = (name: string) => screen.getByRole('combobox', { name });

describe('ProductsPage', () => {
  // The shell mounts the toast viewport once the first toast is announced; here the viewport is
  // there from the start, so that one-time announcement is spent before any test.
  beforeAll(() => {
    toaster.create({ title: 'Primer aviso' });
    toaster.remove();
  });
  beforeEach(() => {
    mockTutorialSeen = false;
    answer('get', '/categories', categoryTree);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => toaster.remove());
    jest.restoreAllMocks();
  });

  it('lists the products with their category, stock and state, and links back home', async () => {
    const products = answerProducts(() => productPage([beans, lowStockMug, hiddenPack]));
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Productos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('status', { name: 'Cargando productos...' })).toBeInTheDocument();

    expect(await screen.findByRole('table', { name: 'Lista de productos' })).toBeInTheDocument();
    expect(await within(rowOf('Café de Grano')).findByText('Café > Café en grano')).toBeVisible();
    expect(within(rowOf('Café de Grano')).getByText('$8.990')).toBeInTheDocument();
    expect(within(rowOf('Café de Grano')).getByText('Visible')).toBeInTheDocument();
    expect(within(rowOf('Taza Esmaltada')).getByText('Stock bajo')).toBeInTheDocument();
    expect(within(rowOf('Taza Esmaltada')).getByText('Sin categoría')).toBeInTheDocument();
    const pack = rowOf('Pack Degustación');
    expect(within(pack).getByText('Sin stock')).toBeInTheDocument();
    expect(within(pack).getByText('Oculto')).toBeInTheDocument();
    expect(within(pack).getByText('Requiere membresía')).toBeInTheDocument();
    expect(within(pack).getByRole('button', { name: 'Mostrar Pack Degustación' })).toBeVisible();
    expect(screen.getByText('3 productos')).toBeInTheDocument();

    // The narrow screens' cards carry the same products, their actions spelled out.
    const cards = screen.getByRole('list', { name: 'Lista de productos' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(cards).getByRole('button', { name: 'Ajustar stock Taza Esmaltada' }),
    ).toHaveTextContent('Ajustar stock');

    // Filtering, sorting and paging are the api's: every parameter goes with the request.
    expect(lastQuery(products)).toEqual({
      stockStatus: 'all',
      type: 'all',
      requiresMembership: 'all',
      visibility: 'all',
      archived: 'no',
      page: '1',
      perPage: '10',
      sortField: 'name',
      sortDirection: 'asc',
    });
  });

  it('reads the filters from the URL, and a change goes to the URL and the api', async () => {
    const products = answerProducts(() => productPage([beans]));
    renderPage(
      '/products?search=taza&type=pack&archived=all&stockStatus=all&page=2&perPage=25' +
        '&sortField=price&sortDirection=desc',
    );
    await screen.findByRole('table', { name: 'Lista de productos' });

    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('taza');
    expect(filter('Tipo')).toHaveDisplayValue('Packs');
    expect(filter('Archivados')).toHaveDisplayValue('Todos');
    expect(filter('Stock')).toHaveDisplayValue('Todos');
    expect(filter('Ordenar por')).toHaveDisplayValue('Precio');
    expect(filter('Orden')).toHaveDisplayValue('Descendente');
    expect(filter('Resultados por página')).toHaveDisplayValue('25 por página');
    expect(lastQuery(products)).toMatchObject({
      search: 'taza',
      type: 'pack',
      archived: 'all',
      page: '2',
      perPage: '25',
      sortField: 'price',
      sortDirection: 'desc',
    });
    // A default spelled out in the link is left out of the address.
    await waitFor(() => expect(router.search.has('stockStatus')).toBe(false));

    await userEvent.selectOptions(filter('Stock'), 'Sin stock');
    await waitFor(() => expect(router.search.get('stockStatus')).toBe('out-of-stock'));
    // Another filter is another list: back to its first page.
    expect(router.search.has('page')).toBe(false);
    await waitFor(() =>
      expect(lastQuery(products)).toMatchObject({ stockStatus: 'out-of-stock', page: '1' }),
    );

    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    await userEvent.clear(search);
    await userEvent.type(search, 'Café');
    await waitFor(() => expect(router.search.get('search')).toBe('Café'));
    await waitFor(() => expect(lastQuery(products)).toMatchObject({ search: 'Café' }));
    // Typing pauses once: one request for the whole word, none per letter.
    expect(products.lists().filter(({ url }) => url.searchParams.get('search') === 'Caf')).toEqual(
      [],
    );

    // Back in the history undoes the search; the box shows what the URL says.
    await userEvent.click(screen.getByRole('button', { name: 'Atrás en el historial' }));
    await waitFor(() => expect(router.search.get('search')).toBe('taza'));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('taza');
    expect(filter('Stock')).toHaveDisplayValue('Sin stock');
  });

  it('lands on the low stock first from the dashboard’s link', async () => {
    const products = answerProducts(() => productPage([lowStockMug]));
    renderPage('/products?stockStatus=low-stock&sortField=stock&sortDirection=asc');

    await screen.findByRole('table', { name: 'Lista de productos' });
    expect(lastQuery(products)).toMatchObject({
      stockStatus: 'low-stock',
      sortField: 'stock',
      sortDirection: 'asc',
    });
    expect(filter('Stock')).toHaveDisplayValue('Stock bajo');
    expect(filter('Ordenar por')).toHaveDisplayValue('Stock');
    expect(filter('Orden')).toHaveDisplayValue('Ascendente');
    expect(within(table()).getByRole('columnheader', { name: /Stock/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('reads values it does not know as their defaults', async () => {
    const products = answerProducts(() => productPage([beans]));
    renderPage('/products?perPage=7&stockStatus=poco&sortField=createdAt&category=12&page=-1');
    await screen.findByRole('table', { name: 'Lista de productos' });
    expect(lastQuery(products)).toMatchObject({
      perPage: '10',
      stockStatus: 'all',
      sortField: 'name',
      page: '1',
    });
    expect(lastQuery(products)).not.toHaveProperty('category');
    await waitFor(() => expect(router.search.toString()).toBe(''));
  });

  it('filters by category, price range, type, membership and visibility, and resets', async () => {
    const products = answerProducts(() => productPage([beans]));
    renderPage('/products?perPage=50');
    await screen.findByRole('table', { name: 'Lista de productos' });

    await userEvent.selectOptions(
      filter('Categoría'),
      await screen.findByRole('option', { name: 'Café > Café en grano' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Precio mínimo' }), '1.000x');
    await userEvent.type(screen.getByRole('textbox', { name: 'Precio máximo' }), '20000');
    await userEvent.selectOptions(filter('Tipo'), 'Productos');
    await userEvent.selectOptions(filter('Membresía'), 'No requiere membresía');
    await userEvent.selectOptions(filter('Visibilidad'), 'Ocultos');
    await waitFor(() =>
      expect(lastQuery(products)).toMatchObject({
        category: CATEGORY_BEANS,
        priceMin: '1000',
        priceMax: '20000',
        type: 'product',
        requiresMembership: 'no',
        visibility: 'hidden',
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Precio mínimo' })).toHaveValue('1000');

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    // The page size is the merchant's choice, not a filter: it stays.
    await waitFor(() => expect(router.search.toString()).toBe('perPage=50'));
    expect(screen.getByRole('textbox', { name: 'Precio mínimo' })).toHaveValue('');
    expect(filter('Categoría')).toHaveDisplayValue('Todas las categorías');
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeDisabled();
  });

  it('says when the minimum price is above the maximum', async () => {
    answerProducts(() => productPage([]), { catalogueSize: 4 });
    renderPage('/products?priceMin=5000&priceMax=1000');
    expect(
      await screen.findByRole('textbox', { name: 'Precio máximo' }),
    ).toHaveAccessibleDescription('El precio mínimo no puede ser mayor que el máximo');
  });

  it('sorts by a column heading, and reverses on a second press', async () => {
    answerProducts(() => productPage([beans, lowStockMug]));
    renderPage();
    await screen.findByRole('table', { name: 'Lista de productos' });

    await userEvent.click(within(table()).getByRole('button', { name: 'Precio' }));
    await waitFor(() => expect(router.search.toString()).toBe('sortField=price'));
    await userEvent.click(within(table()).getByRole('button', { name: 'Precio' }));
    await waitFor(() =>
      expect(router.search.toString()).toBe('sortField=price&sortDirection=desc'),
    );
    expect(within(table()).getByRole('columnheader', { name: /Precio/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('pages with the shared pager, keeping the rows until the next page arrives', async () => {
    let sendPageTwo: () => void = () => undefined;
    const pageTwoAsked = new Promise<void>((resolve) => (sendPageTwo = resolve));
    const products = answerProducts(async (query) => {
      const page = Number(query.get('page'));
      const perPage = Number(query.get('perPage'));
      if (page === 2) await pageTwoAsked;
      const item = productItem({ id: `p-${page}`, name: `Producto de la página ${page}` });
      return productPage([item], { total: 57, page, perPage });
    });
    renderPage();

    expect(await screen.findByText('Mostrando 1–10 de 57')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Paginación' });
    // Six pages: more than five, so the first, the last, the neighbours and an ellipsis.
    expect(within(pager).getByRole('button', { name: 'Página 6' })).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: 'Página 4' })).not.toBeInTheDocument();

    await userEvent.click(within(pager).getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(router.search.get('page')).toBe('2'));
    // The first page stays on screen, marked busy, while the second loads.
    expect(within(table()).getByText('Producto de la página 1')).toBeInTheDocument();
    expect(screen.getByText('Actualizando la lista...')).toBeInTheDocument();
    act(() => sendPageTwo());
    expect(await within(table()).findByText('Producto de la página 2')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 11–20 de 57')).toBeInTheDocument();

    await userEvent.selectOptions(filter('Resultados por página'), '25 por página');
    await waitFor(() => expect(router.search.toString()).toBe('perPage=25'));
    await waitFor(() => expect(lastQuery(products)).toMatchObject({ page: '1', perPage: '25' }));
    expect(await screen.findByText('Mostrando 1–25 de 57')).toBeInTheDocument();
  });

  it('goes to the last page when the page asked for is past it', async () => {
    answerProducts((query) =>
      query.get('page') === '9'
        ? productPage([], { total: 12, page: 9 })
        : productPage([beans, lowStockMug], { total: 12, page: 2 }),
    );
    renderPage('/products?page=9');
    await waitFor(() => expect(router.search.get('page')).toBe('2'));
    expect(await within(table()).findByText('Taza Esmaltada')).toBeInTheDocument();
  });

  it('says when the store has no products at all, and shows the product-types tutorial', async () => {
    const products = answerProducts(() => productPage([]), { catalogueSize: 0 });
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'No se encontraron productos' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Aún no tienes productos. Crea el primero con «Nuevo producto».'),
    ).toBeInTheDocument();
    expect(products.counts()[0]?.url.searchParams.toString()).toBe('archived=all&page=1&perPage=1');
    const tutorial = await screen.findByRole('dialog', { name: 'Tipos de productos' });
    await userEvent.click(within(tutorial).getByRole('button', { name: 'Cerrar tutorial' }));
    expect(screen.queryByRole('dialog', { name: 'Tipos de productos' })).not.toBeInTheDocument();

    const emptyState = screen.getByRole('heading', { name: 'No se encontraron productos' })
      .parentElement as HTMLElement;
    await userEvent.click(within(emptyState).getByRole('button', { name: 'Nuevo producto' }));
    expect(await screen.findByRole('dialog', { name: 'Producto (create)' })).toHaveTextContent(
      'sin id',
    );
  });

  it('does not show the tutorial again once it was seen', async () => {
    mockTutorialSeen = true;
    answerProducts(() => productPage([]), { catalogueSize: 0 });
    renderPage();
    await screen.findByText('Aún no tienes productos. Crea el primero con «Nuevo producto».');
    // Give the lazily loaded gate its turn: it decides to show nothing.
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when every product is archived, and shows them on request', async () => {
    answerProducts(
      (query) => productPage(query.get('archived') === 'yes' ? [archivedFilter] : []),
      { catalogueSize: 1 },
    );
    renderPage();
    expect(await screen.findByText(/Todos tus productos están archivados/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ver archivados' }));
    await waitFor(() => expect(router.search.toString()).toBe('archived=yes'));
    const row = await within(await screen.findByRole('table')).findByRole('row', {
      name: /Filtro de Papel/,
    });
    // An archived product keeps only copy.
    expect(within(row).getByText('Archivado')).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Copiar Filtro de Papel']);
  });

  it('says when the filters match nothing, and clears them', async () => {
    answerProducts((query) => productPage(query.has('search') ? [] : [beans]), {
      catalogueSize: 5,
    });
    renderPage('/products?search=zzz&visibility=hidden');
    expect(
      await screen.findByText(
        'Ningún producto coincide con los filtros. Ajusta o limpia los filtros para ver más.',
      ),
    ).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Limpiar filtros' });
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(router.search.toString()).toBe(''));
    expect(await within(table()).findByText('Café de Grano 500 g')).toBeInTheDocument();
  });

  it('shows the failure with a retry instead of made-up products', async () => {
    const products = answerProducts(
      inTurn(() => apiError(500, 'Error interno del servidor'), productPage([beans])),
    );
    renderPage();
    expect(await screen.findByText('Error al cargar los productos')).toBeInTheDocument();
    expect(screen.getByText('Error interno del servidor')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await within(table()).findByText('Café de Grano 500 g')).toBeInTheDocument();
    expect(products.lists()).toHaveLength(2);
  });

  it('hides a product at once and shows it again, with a message, when the api refuses', async () => {
    let refuse: () => void = () => undefined;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    const products = answerProducts(() => productPage([beans, lowStockMug]));
    const saved = answer('put', `/products/${beans.id}/visibility`, async () => {
      await refused;
      return apiError(409, 'El producto está archivado: no se puede mostrar ni ocultar');
    });
    renderPage();
    await screen.findByRole('table', { name: 'Lista de productos' });

    await userEvent.click(
      within(rowOf('Café de Grano')).getByRole('button', { name: 'Ocultar Café de Grano 500 g' }),
    );
    // Applied before the api answers.
    expect(within(rowOf('Café de Grano')).getByText('Oculto')).toBeInTheDocument();
    expect(
      within(rowOf('Café de Grano')).getByRole('button', { name: 'Mostrar Café de Grano 500 g' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(saved.requests.map(({ body }) => body)).toEqual([{ isActive: false }]),
    );

    act(() => refuse());
    expect(await screen.findByText('Error al ocultar el producto')).toBeInTheDocument();
    expect(
      screen.getByText('El producto está archivado: no se puede mostrar ni ocultar'),
    ).toBeInTheDocument();
    expect(within(rowOf('Café de Grano')).getByText('Visible')).toBeInTheDocument();
    // Then the list is asked again, so it shows what the store really has.
    await waitFor(() => expect(products.lists()).toHaveLength(2));
  });

  it('shows a hidden product and says so', async () => {
    answerProducts(
      inTurn(productPage([hiddenPack]), productPage([{ ...hiddenPack, isActive: true }])),
    );
    answer('put', `/products/${hiddenPack.id}/visibility`, { ...hiddenPack, isActive: true });
    renderPage();
    await screen.findByRole('table', { name: 'Lista de productos' });
    await userEvent.click(
      within(table()).getByRole('button', { name: 'Mostrar Pack Degustación' }),
    );
    expect(await screen.findByText('Producto mostrado correctamente')).toBeInTheDocument();
    expect(within(rowOf('Pack Degustación')).getByText('Visible')).toBeInTheDocument();
  });

  it('archives after a confirmation, and refreshes the products and the categories', async () => {
    const products = answerProducts(() => productPage([beans]));
    const categories = answer('get', '/categories', categoryTree);
    const archived = answer('put', `/products/${beans.id}/archive`, {
      ...beans,
      isArchived: true,
      isActive: false,
      status: 'archived',
    });
    renderPage();
    await screen.findByRole('table', { name: 'Lista de productos' });
    const archive = () =>
      within(table()).getByRole('button', { name: 'Archivar Café de Grano 500 g' });

    await userEvent.click(archive());
    let dialog = await screen.findByRole('alertdialog', { name: 'Archivar producto' });
    expect(dialog).toHaveTextContent('¿Archivar «Café de Grano 500 g»?');
    expect(dialog).toHaveTextContent('Podrás restaurarlo más adelante.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(archived.requests).toHaveLength(0);

    await userEvent.click(archive());
    dialog = await screen.findByRole('alertdialog', { name: 'Archivar producto' });
    const listsBefore = products.lists().length;
    const categoriesBefore = categories.requests.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archivar' }));

    expect(await screen.findByText('Producto archivado correctamente')).toBeInTheDocument();
    expect(archived.requests.map(({ body }) => body)).toEqual([{ isArchived: true }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(products.lists().length).toBeGreaterThan(listsBefore);
    expect(categories.requests.length).toBeGreaterThan(categoriesBefore);
  });

  it('keeps the confirmation open with the message when archiving fails', async () => {
    answerProducts(() => productPage([beans]));
    answer('put', `/products/${beans.id}/archive`, () => apiError(500, 'Error interno'));
    renderPage();
    await screen.findByRole('table', { name: 'Lista de productos' });
    await userEvent.click(
      within(table()).getByRole('button', { name: 'Archivar Café de Grano 500 g' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Archivar producto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archivar' }));
    expect(await within(dialog).findByText('Error al archivar el producto')).toBeInTheDocument();
    expect(within(dialog).getByText('Error interno')).toBeInTheDocument();
  });

  it('opens the product modal to create, edit and copy, the categories and the embed', async () => {
    answerProducts(() => productPage([beans]));
    renderPage();
    await screen.findByRole('table', { name: 'Lista de productos' });

    await userEvent.click(screen.getByRole('button', { name: 'Nuevo producto' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Producto (create)' })).getByRole('button', {
        name: 'Cerrar producto',
      }),
    );

    // By keyboard: the row's buttons are reached and pressed like any other.
    within(table()).getByRole('button', { name: 'Editar Café de Grano 500 g' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Producto (edit)' })).toHaveTextContent(
      beans.id,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar producto' }));

    await userEvent.click(
      within(table()).getByRole('button', { name: 'Copiar Café de Grano 500 g' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Producto (copy)' })).toHaveTextContent(
      beans.id,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar producto' }));

    await userEvent.click(screen.getByRole('button', { name: 'Gestionar categorías' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Gestor de categorías' })).getByRole(
        'button',
        { name: 'Cerrar categorías' },
      ),
    );

    await userEvent.click(
      within(table()).getByRole('button', { name: 'Incrustar Café de Grano 500 g' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Incrustar Producto' })).toHaveTextContent(
      `${beans.id} Café de Grano 500 g`,
    );
  });

  it('opens the stock adjustment of a row', async () => {
    answerProducts(() => productPage([lowStockMug]));
    renderPage();
    await screen.findByRole('table', { name: 'Lista de productos' });
    await userEvent.click(
      within(table()).getByRole('button', { name: 'Ajustar stock Taza Esmaltada' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar stock: Taza Esmaltada' });
    expect(dialog).toHaveTextContent('Stock actual: 2');
  });

  it('keeps the CSV buttons looking disabled, opening only a coming-soon dialog', async () => {
    answerProducts(() => productPage([beans]));
    renderPage();
    await screen.findByRole('table', { name: 'Lista de productos' });

    const importCsv = screen.getByRole('button', { name: /^Importar CSV/ });
    expect(importCsv).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(importCsv);
    let dialog = await screen.findByRole('dialog', { name: 'Disponible próximamente' });
    expect(dialog).toHaveTextContent('La importación de productos desde un archivo CSV');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const exportCsv = screen.getByRole('button', { name: /^Exportar CSV/ });
    expect(exportCsv).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(exportCsv);
    dialog = await screen.findByRole('dialog', { name: 'Disponible próximamente' });
    expect(dialog).toHaveTextContent('productos.csv');
  });
});
