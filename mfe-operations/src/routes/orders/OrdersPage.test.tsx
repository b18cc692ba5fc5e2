import { useEffect } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'papaparse';
import type { OrderList } from '@platform/api/contracts';
import { todayInSantiago, toaster, useLocation, useNavigate } from '@platform/shared';
import { Toaster } from '@platform/shared/overlays';
import {
  answer,
  apiError,
  HttpResponse,
  inTurn,
  renderWithProviders,
  signInForTest,
  signOutForTest,
} from '@platform/shared/testing';
import {
  blobBytes,
  draftOrder,
  manyOrders,
  orderPage,
  pendingOrder,
  shippedOrder,
} from '../../features/orders/fixtures';
import OrdersPage from './OrdersPage';

// Chakra's checkbox (zag) builds PointerEvents, which jsdom lacks.
if (typeof window.PointerEvent === 'undefined') {
  Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
}

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

function renderPage(route = '/orders') {
  return renderWithProviders(
    <>
      <Toaster />
      <OrdersPage />
      <RouterProbe />
    </>,
    { route },
  );
}

/** Answers `GET /orders` with `reply(query)` and records what was asked. */
function answerOrders(
  reply: (query: URLSearchParams) => OrderList | Response | Promise<OrderList | Response>,
) {
  const calls = answer('get', '/orders', async ({ url }) => {
    const result = await reply(url.searchParams);
    return result instanceof Response ? result : HttpResponse.json(result);
  });
  return {
    requests: () => calls.requests,
    last: () => Object.fromEntries(calls.requests.at(-1)?.url.searchParams ?? []),
  };
}

const table = () => screen.getByRole('table', { name: 'Lista de órdenes' });
const rowOf = (text: string) => within(table()).getByRole('row', { name: new RegExp(text) });
const filter = (name: string) => screen.getByRole('combobox', { name });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const checkbox = (name: string) => within(table()).getByRole('checkbox', { name });
const bulkBar = () => screen.getByRole('region', { name: 'Acciones en lote' });

// A page of Chakra tables, selects and toasts in jsdom: a journey of clicks takes seconds.
jest.setTimeout(30_000);

describe('OrdersPage', () => {
  // The shell mounts the toast viewport once the first toast is announced; here the viewport is
  // there from the start, so that one-time announcement is spent before any test.
  beforeAll(() => {
    toaster.create({ title: 'Primer aviso' });
    toaster.remove();
  });
  beforeEach(() => {
    signInForTest();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => toaster.remove());
    jest.restoreAllMocks();
    signOutForTest();
  });

  it('lists the orders with their client, status, total, date and link', async () => {
    const orders = answerOrders(() => orderPage([pendingOrder, shippedOrder, draftOrder]));
    renderPage();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Gestión de Órdenes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Cargando órdenes...' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Lista de órdenes' });

    const first = rowOf('#1001');
    expect(within(first).getByText('3 productos')).toBeInTheDocument();
    expect(within(first).getByText('Camila Rojas')).toBeInTheDocument();
    expect(within(first).getByText('camila.rojas@correo.cl')).toBeInTheDocument();
    expect(within(first).getByText('Pendiente')).toBeInTheDocument();
    expect(within(first).getByText('$25.990')).toBeInTheDocument();
    expect(within(first).getByText('Webpay')).toBeInTheDocument();
    expect(within(first).getByText('20-11-2026')).toBeInTheDocument();
    expect(within(first).getByText('10:05')).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: 'Ver detalle de la orden #1001' }),
    ).toHaveAttribute('href', `/orders/${pendingOrder.id}`);
    expect(within(rowOf('#1002')).getByText('Transferencia bancaria')).toBeInTheDocument();
    expect(within(rowOf('#1002')).getByText('1 producto')).toBeInTheDocument();
    expect(within(rowOf('#1003')).getByText('Borrador')).toBeInTheDocument();
    expect(within(rowOf('#1003')).getByText('Sin pago registrado')).toBeInTheDocument();
    expect(checkbox('Seleccionar orden #1001')).not.toBeChecked();
    expect(screen.getByText('Mostrando 1 a 3 de 3 órdenes')).toBeInTheDocument();

    // The narrow screens' cards carry the same orders.
    const cards = screen.getByRole('list', { name: 'Lista de órdenes' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);

    // Filtering, sorting and paging are the api's: every parameter goes with the request.
    expect(orders.last()).toEqual({
      status: 'all',
      sortBy: 'createdAt',
      sortDirection: 'desc',
      page: '1',
      perPage: '10',
    });
  });

  it('lands on the pending orders, oldest first, from the dashboard’s link', async () => {
    const orders = answerOrders(() => orderPage([pendingOrder]));
    renderPage('/orders?status=pending&sortBy=createdAt&sortDirection=asc');
    await screen.findByRole('table', { name: 'Lista de órdenes' });

    expect(orders.last()).toMatchObject({
      status: 'pending',
      sortBy: 'createdAt',
      sortDirection: 'asc',
    });
    expect(filter('Estado')).toHaveDisplayValue('Pendiente');
    expect(filter('Ordenar por')).toHaveDisplayValue('Fecha de creación');
    expect(filter('Orden')).toHaveDisplayValue('Ascendente');
    expect(within(table()).getByRole('columnheader', { name: /Fecha/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // The default sort field spelled out in the link is left out of the address.
    await waitFor(() => expect(router.search.toString()).toBe('status=pending&sortDirection=asc'));
  });

  it('restores every filter from the URL, and writes a change back to it', async () => {
    const orders = answerOrders(() => orderPage([shippedOrder], { total: 60, page: 3 }));
    const route =
      '/orders?status=shipped&startDate=2026-11-01&endDate=2026-11-30&minAmount=1000' +
      '&maxAmount=50000&search=mati&sortBy=totalAmount&sortDirection=asc&page=3&perPage=25';
    const { unmount } = renderPage(route);
    await screen.findByRole('table', { name: 'Lista de órdenes' });

    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('mati');
    expect(filter('Estado')).toHaveDisplayValue('Enviado');
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-11-30');
    expect(textbox('Monto mínimo')).toHaveValue('1000');
    expect(textbox('Monto máximo')).toHaveValue('50000');
    expect(filter('Ordenar por')).toHaveDisplayValue('Monto total');
    expect(filter('Orden')).toHaveDisplayValue('Ascendente');
    expect(filter('Resultados por página')).toHaveDisplayValue('25 por página');
    expect(orders.last()).toEqual({
      status: 'shipped',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      minAmount: '1000',
      maxAmount: '50000',
      search: 'mati',
      sortBy: 'totalAmount',
      sortDirection: 'asc',
      page: '3',
      perPage: '25',
    });

    // A changed filter goes to the URL and the api, back on page 1.
    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    await userEvent.clear(search);
    await userEvent.type(search, 'Soto');
    await waitFor(() => expect(router.search.get('search')).toBe('Soto'));
    expect(router.search.has('page')).toBe(false);
    await waitFor(() => expect(orders.last()).toMatchObject({ search: 'Soto', page: '1' }));
    // Typing pauses once: one request for the whole word, none per letter.
    expect(orders.requests().filter(({ url }) => url.searchParams.get('search') === 'Sot')).toEqual(
      [],
    );
    await userEvent.selectOptions(filter('Estado'), 'Cancelado');
    await waitFor(() => expect(router.search.get('status')).toBe('cancelled'));

    // Back in the history undoes the status; the select shows what the URL says.
    await userEvent.click(screen.getByRole('button', { name: 'Atrás en el historial' }));
    await waitFor(() => expect(router.search.get('status')).toBe('shipped'));
    expect(filter('Estado')).toHaveDisplayValue('Enviado');

    // A reload at that address shows the same list.
    const address = `/orders?${router.search.toString()}`;
    unmount();
    renderPage(address);
    await screen.findByRole('table', { name: 'Lista de órdenes' });
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('Soto');
    expect(filter('Estado')).toHaveDisplayValue('Enviado');
    expect(textbox('Monto mínimo')).toHaveValue('1000');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-11-30');
    expect(orders.last()).toEqual({
      status: 'shipped',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      minAmount: '1000',
      maxAmount: '50000',
      search: 'Soto',
      sortBy: 'totalAmount',
      sortDirection: 'asc',
      page: '1',
      perPage: '25',
    });
  });

  it('filters by date range and amounts, back on page 1, and resets', async () => {
    const orders = answerOrders(() => orderPage([pendingOrder], { total: 40 }));
    renderPage('/orders?page=3&perPage=50');
    await screen.findByRole('table', { name: 'Lista de órdenes' });

    await userEvent.type(textbox('Monto mínimo'), '1.000x');
    await userEvent.type(textbox('Monto máximo'), '30000');
    await waitFor(() =>
      expect(orders.last()).toMatchObject({ minAmount: '1000', maxAmount: '30000', page: '1' }),
    );
    expect(textbox('Monto mínimo')).toHaveValue('1000');
    expect(router.search.has('page')).toBe(false);

    // One end of the range is kept but not applied, and the field says so.
    await userEvent.type(screen.getByLabelText('Desde'), '2026-11-01');
    await waitFor(() => expect(router.search.get('startDate')).toBe('2026-11-01'));
    expect(screen.getByLabelText('Hasta')).toHaveAccessibleDescription(
      'El rango se aplica cuando eliges ambas fechas.',
    );
    expect(orders.last()).not.toHaveProperty('startDate');
    await userEvent.type(screen.getByLabelText('Hasta'), '2026-11-15');
    await waitFor(() =>
      expect(orders.last()).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-15' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    // The page size is the merchant's choice, not a filter: it stays.
    await waitFor(() => expect(router.search.toString()).toBe('perPage=50'));
    expect(textbox('Monto mínimo')).toHaveValue('');
    expect(screen.getByLabelText('Desde')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeDisabled();
  });

  it('says what is wrong with contradicting filters, and does not ask for them', async () => {
    const orders = answerOrders(() => orderPage([pendingOrder]));
    const { unmount } = renderPage('/orders?minAmount=5000&maxAmount=1000');

    expect(textbox('Monto máximo')).toHaveAccessibleDescription(
      'El monto mínimo no puede ser mayor que el máximo',
    );
    expect(
      screen.getByText('Corrige los filtros marcados para ver las órdenes.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    // Fixed, the list is asked for.
    await userEvent.clear(textbox('Monto máximo'));
    await userEvent.type(textbox('Monto máximo'), '9000');
    await screen.findByRole('table', { name: 'Lista de órdenes' });
    expect(orders.requests()).toHaveLength(1);
    expect(orders.last()).toMatchObject({ minAmount: '5000', maxAmount: '9000' });
    unmount();

    renderPage('/orders?startDate=2026-11-10&endDate=2026-11-01');
    expect(screen.getByLabelText('Hasta')).toHaveAccessibleDescription(
      'La fecha de inicio no puede ser posterior a la fecha de término',
    );
    expect(
      screen.getByText('Corrige los filtros marcados para ver las órdenes.'),
    ).toBeInTheDocument();
    await act(async () => undefined);
    expect(orders.requests()).toHaveLength(1);
  });

  it('sorts by a column heading, and reverses on a second press', async () => {
    answerOrders(() => orderPage([pendingOrder, shippedOrder]));
    renderPage('/orders?page=2');
    await screen.findByRole('table', { name: 'Lista de órdenes' });

    await userEvent.click(within(table()).getByRole('button', { name: 'Cliente' }));
    await waitFor(() =>
      expect(router.search.toString()).toBe('sortBy=clientName&sortDirection=asc'),
    );
    await userEvent.click(within(table()).getByRole('button', { name: 'Cliente' }));
    await waitFor(() => expect(router.search.toString()).toBe('sortBy=clientName'));
    expect(within(table()).getByRole('columnheader', { name: /Cliente/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(filter('Ordenar por')).toHaveDisplayValue('Cliente');
  });

  it('pages with at most five page buttons, and a new page size starts on page 1', async () => {
    const orders = answerOrders((query) => {
      const page = Number(query.get('page'));
      const perPage = Number(query.get('perPage'));
      return orderPage(manyOrders(Math.min(perPage, 97 - (page - 1) * perPage), page * 1000), {
        total: 97,
        page,
        perPage,
      });
    });
    renderPage('/orders?page=5');

    expect(await screen.findByText('Mostrando 41 a 50 de 97 órdenes')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Paginación' });
    const pageButtons = () =>
      within(pager)
        .getAllByRole('button')
        .filter((button) => /^Página \d+$/.test(button.getAttribute('aria-label') ?? ''));
    // Ten pages: the first, the last and the current one with its neighbours.
    expect(pageButtons().map((button) => button.textContent)).toEqual(['1', '4', '5', '6', '10']);
    expect(within(pager).getByRole('button', { name: 'Página 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(pager).getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(router.search.get('page')).toBe('6'));
    expect(await screen.findByText('Mostrando 51 a 60 de 97 órdenes')).toBeInTheDocument();

    await userEvent.selectOptions(filter('Resultados por página'), '100 por página');
    await waitFor(() => expect(router.search.toString()).toBe('perPage=100'));
    await waitFor(() => expect(orders.last()).toMatchObject({ page: '1', perPage: '100' }));
    expect(await screen.findByText('Mostrando 1 a 97 de 97 órdenes')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Paginación' })).queryByRole('button', {
        name: 'Página 2',
      }),
    ).not.toBeInTheDocument();
  });

  it('goes back to the first page when the page asked for is past the last', async () => {
    answerOrders((query) =>
      query.get('page') === '9'
        ? orderPage([], { total: 12, page: 9 })
        : orderPage([pendingOrder, shippedOrder], { total: 12 }),
    );
    renderPage('/orders?status=pending&page=9');
    await waitFor(() => expect(router.search.toString()).toBe('status=pending'));
    expect(await within(await screen.findByRole('table')).findByText('#1002')).toBeInTheDocument();
  });

  it('says when there are no orders, and when the filters match none', async () => {
    answerOrders(() => orderPage([]));
    const { unmount } = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'No se encontraron órdenes' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Aún no tienes órdenes/)).toBeInTheDocument();
    unmount();

    renderPage('/orders?search=nadie');
    expect(await screen.findByText(/Ninguna orden coincide con los filtros/)).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'No se encontraron órdenes' })
      .parentElement as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(router.search.toString()).toBe(''));
  });

  it('empties the list on an error, and loads it again on Reintentar', async () => {
    const orders = answerOrders(
      inTurn(() => apiError(500, 'Servicio no disponible'), orderPage([pendingOrder])),
    );
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Error al cargar las órdenes. Por favor, intenta nuevamente.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(await screen.findByRole('table')).findByText('#1001')).toBeInTheDocument();
    expect(orders.requests()).toHaveLength(2);
  });

  it('selects the orders of the page on screen only, and forgets them on another page', async () => {
    answerOrders((query) =>
      query.get('page') === '2'
        ? orderPage(manyOrders(2), { total: 12, page: 2 })
        : orderPage([pendingOrder, shippedOrder, draftOrder], { total: 12 }),
    );
    renderPage();
    await screen.findByRole('table', { name: 'Lista de órdenes' });
    expect(screen.queryByRole('region', { name: /Acciones en lote/ })).not.toBeInTheDocument();

    await userEvent.click(checkbox('Seleccionar orden #1002'));
    expect(within(bulkBar()).getByText('1 orden seleccionada')).toBeInTheDocument();
    const all = checkbox('Seleccionar todas las órdenes de esta página');
    expect(all).toBePartiallyChecked();

    await userEvent.click(all);
    for (const number of [1001, 1002, 1003]) {
      expect(checkbox(`Seleccionar orden #${number}`)).toBeChecked();
    }
    expect(within(bulkBar()).getByText('3 órdenes seleccionadas')).toBeInTheDocument();

    await userEvent.click(within(bulkBar()).getByRole('button', { name: 'Quitar selección' }));
    expect(screen.queryByRole('region', { name: /Acciones en lote/ })).not.toBeInTheDocument();
    await userEvent.click(checkbox('Seleccionar todas las órdenes de esta página'));

    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await within(table()).findByText('#2001')).toBeInTheDocument();
    expect(checkbox('Seleccionar orden #2001')).not.toBeChecked();
    expect(screen.queryByRole('region', { name: /Acciones en lote/ })).not.toBeInTheDocument();
  });

  it('changes the status of the selected orders on screen only, and says so', async () => {
    answerOrders(() => orderPage([pendingOrder, shippedOrder, draftOrder]));
    renderPage();
    await screen.findByRole('table', { name: 'Lista de órdenes' });

    await userEvent.click(checkbox('Seleccionar orden #1001'));
    await userEvent.click(checkbox('Seleccionar orden #1002'));
    const bar = bulkBar();
    expect(within(bar).getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    const newStatus = within(bar).getByRole('combobox', { name: 'Nuevo estado' });
    expect(newStatus).toHaveAccessibleDescription(
      'El cambio de estado en lote solo se ve en esta pantalla: no se guarda.',
    );
    // Draft is never a status to choose.
    expect(within(newStatus).queryByRole('option', { name: 'Borrador' })).not.toBeInTheDocument();
    await userEvent.selectOptions(newStatus, 'Entregado');
    await userEvent.click(within(bar).getByRole('button', { name: 'Aplicar' }));

    // No request: a POST would find no handler and fail the test.
    expect(await screen.findByText('Estado actualizado para 2 órdenes')).toBeInTheDocument();
    expect(
      screen.getByText('Solo en esta vista: el cambio no se guardó en tu tienda.'),
    ).toBeInTheDocument();
    for (const number of ['#1001', '#1002']) {
      expect(within(rowOf(number)).getByText('Entregado')).toBeInTheDocument();
      expect(within(rowOf(number)).getByText('Cambio local, sin guardar')).toBeInTheDocument();
    }
    expect(within(rowOf('#1003')).getByText('Borrador')).toBeInTheDocument();
  });

  it('keeps a draft’s status in a bulk change', async () => {
    answerOrders(() => orderPage([pendingOrder, draftOrder]));
    renderPage();
    await screen.findByRole('table', { name: 'Lista de órdenes' });

    await userEvent.click(checkbox('Seleccionar todas las órdenes de esta página'));
    await userEvent.selectOptions(
      within(bulkBar()).getByRole('combobox', { name: 'Nuevo estado' }),
      'Cancelado',
    );
    await userEvent.click(within(bulkBar()).getByRole('button', { name: 'Aplicar' }));

    expect(await screen.findByText('Estado actualizado para 1 órdenes')).toBeInTheDocument();
    expect(screen.getByText(/1 orden en borrador no cambió/)).toBeInTheDocument();
    expect(within(rowOf('#1001')).getByText('Cancelado')).toBeInTheDocument();
    expect(within(rowOf('#1003')).getByText('Borrador')).toBeInTheDocument();
  });

  it('exports the selected orders to a dated CSV with the spec’s columns', async () => {
    answerOrders(() => orderPage([pendingOrder, shippedOrder, draftOrder]));
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:ordenes';
    });
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderPage();
    await screen.findByRole('table', { name: 'Lista de órdenes' });

    await userEvent.click(checkbox('Seleccionar orden #1001'));
    await userEvent.click(checkbox('Seleccionar orden #1002'));
    await userEvent.click(within(bulkBar()).getByRole('button', { name: 'Exportar CSV' }));

    expect(await screen.findByText('Se exportaron 2 órdenes')).toBeInTheDocument();
    expect(names).toEqual([`ordenes-${todayInSantiago()}.csv`]);
    const bytes = await blobBytes(files[0]!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const { data } = parse<string[]>(text.trimEnd(), { delimiter: ';' });
    expect(data).toEqual([
      [
        'ID',
        'Número de Orden',
        'Cliente',
        'Email',
        'Estado',
        'Monto Total',
        'Fecha de Creación',
        'Método de Pago',
      ],
      [
        pendingOrder.id,
        '1001',
        'Camila Rojas',
        'camila.rojas@correo.cl',
        'Pendiente',
        '25990',
        '20-11-2026 10:05',
        'Webpay',
      ],
      [
        shippedOrder.id,
        '1002',
        'Matías "Mati" Soto; Pérez',
        'matias.soto@correo.cl',
        'Enviado',
        '8990',
        '18-11-2026 18:40',
        'Transferencia bancaria',
      ],
    ]);
  });

  it('says when a bulk action fails', async () => {
    answerOrders(() => orderPage([pendingOrder]));
    URL.createObjectURL = jest.fn(() => {
      throw new Error('sin espacio');
    });
    renderPage();
    await screen.findByRole('table', { name: 'Lista de órdenes' });

    await userEvent.click(checkbox('Seleccionar orden #1001'));
    await userEvent.click(within(bulkBar()).getByRole('button', { name: 'Exportar CSV' }));
    expect(
      await screen.findByText('Error al aplicar la acción. Por favor, intenta nuevamente.'),
    ).toBeInTheDocument();
  });

  it('only says so when printing', async () => {
    answerOrders(() => orderPage([pendingOrder, shippedOrder]));
    renderPage();
    await screen.findByRole('table', { name: 'Lista de órdenes' });

    await userEvent.click(checkbox('Seleccionar todas las órdenes de esta página'));
    await userEvent.click(within(bulkBar()).getByRole('button', { name: 'Imprimir' }));
    expect(await screen.findByText('Impresión aún no disponible')).toBeInTheDocument();
    expect(
      screen.getByText('La impresión de 2 órdenes estará disponible próximamente.'),
    ).toBeInTheDocument();
  });

  it('warns that the customers will be e-mailed before notifying them', async () => {
    answerOrders(() => orderPage([pendingOrder, shippedOrder]));
    renderPage();
    await screen.findByRole('table', { name: 'Lista de órdenes' });

    await userEvent.click(checkbox('Seleccionar todas las órdenes de esta página'));
    const notify = within(bulkBar()).getByRole('button', { name: 'Notificar por email' });
    await userEvent.click(notify);
    let dialog = await screen.findByRole('alertdialog', { name: 'Notificar por email' });
    expect(dialog).toHaveAccessibleDescription(
      'Se enviará un correo electrónico a los clientes de las 2 órdenes seleccionadas.',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The focus goes back to the button that opened the dialog.
    await waitFor(() => expect(notify).toHaveFocus());
    expect(screen.queryByText('Envío de correos aún no disponible')).not.toBeInTheDocument();

    await userEvent.click(within(bulkBar()).getByRole('button', { name: 'Notificar por email' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Notificar por email' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Notificar clientes' }));
    expect(await screen.findByText('Envío de correos aún no disponible')).toBeInTheDocument();
    expect(
      screen.getByText('No se envió ningún correo a los clientes de 2 órdenes.'),
    ).toBeInTheDocument();
  });
});
