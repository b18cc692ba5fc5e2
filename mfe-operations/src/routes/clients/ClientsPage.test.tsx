import { useEffect } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientList } from '@platform/api/contracts';
import { useLocation, useNavigate } from '@platform/shared';
import {
  answer,
  apiError,
  HttpResponse,
  inTurn,
  renderWithProviders,
} from '@platform/shared/testing';
import { camila, clientPage, diego, valentina } from '../../features/clients/fixtures';
import ClientsPage from './ClientsPage';

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

function renderPage(route = '/clients') {
  return renderWithProviders(
    <>
      <ClientsPage />
      <RouterProbe />
    </>,
    { route },
  );
}

function answerClients(reply: (query: URLSearchParams) => ClientList | Response) {
  return answer('get', '/clients', ({ url }) => {
    const result = reply(url.searchParams);
    return result instanceof Response ? result : HttpResponse.json(result);
  });
}

const lastQuery = (calls: ReturnType<typeof answerClients>) =>
  Object.fromEntries(calls.requests.at(-1)?.url.searchParams ?? []);
const table = () => screen.getByRole('table', { name: 'Lista de clientes' });
const rowOf = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });
const select = (name: string) => screen.getByRole('combobox', { name });

describe('ClientsPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lists the clients, each row linking to the client, with the count', async () => {
    const calls = answerClients(() => clientPage([camila, diego, valentina], { total: 23 }));
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Clientes' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Cargando clientes...' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Lista de clientes' });

    const row = rowOf('Camila Rojas');
    expect(within(row).getByRole('link', { name: 'Camila Rojas' })).toHaveAttribute(
      'href',
      `/clients/${camila.id}`,
    );
    expect(within(row).getByText('camila.rojas@correo.cl')).toBeInTheDocument();
    expect(within(row).getByText('+56 9 1234 5678')).toBeInTheDocument();
    expect(within(row).getByText('Activo')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText('$155.880')).toBeInTheDocument();
    expect(within(row).getByText('10-01-2026')).toBeInTheDocument();
    expect(within(rowOf('Diego Muñoz')).getByText('Sin teléfono')).toBeInTheDocument();
    expect(within(rowOf('Diego Muñoz')).getByText('Inactivo')).toBeInTheDocument();
    expect(within(rowOf('Valentina Soto')).getByText('+56 2 2483 1950')).toBeInTheDocument();
    expect(within(rowOf('Valentina Soto')).getByText('Pendiente')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 1 a 10 de 23 clientes')).toBeInTheDocument();

    // Narrow screens get the same clients as cards.
    const cards = screen.getByRole('list', { name: 'Lista de clientes' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);

    // Searching, filtering, sorting and paging are the api's: the newest first, ten a page.
    expect(lastQuery(calls)).toEqual({
      status: 'all',
      sortBy: 'createdAt',
      sortDirection: 'desc',
      page: '1',
      perPage: '10',
    });
    expect(screen.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');
  });

  it('keeps the search, status, sort and page in the URL, and sends them to the api', async () => {
    const calls = answerClients(() => clientPage([camila], { total: 31, page: 2 }));
    renderPage('/clients?search=rojas&status=active&sortBy=name&sortDirection=asc&page=2');
    await screen.findByRole('table', { name: 'Lista de clientes' });

    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('rojas');
    expect(select('Estado')).toHaveDisplayValue('Activo');
    expect(select('Ordenar por')).toHaveDisplayValue('Nombre');
    expect(select('Orden')).toHaveDisplayValue('Ascendente');
    expect(lastQuery(calls)).toEqual({
      search: 'rojas',
      status: 'active',
      sortBy: 'name',
      sortDirection: 'asc',
      page: '2',
      perPage: '10',
    });
    expect(screen.getByText('Mostrando 11 a 20 de 31 clientes')).toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: 'Cliente' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    // Another page, then another filter, which starts again at page 1.
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(router.search.get('page')).toBe('3'));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ page: '3' }));

    await userEvent.selectOptions(select('Estado'), 'Inactivo');
    await waitFor(() => expect(router.search.get('status')).toBe('inactive'));
    expect(router.search.has('page')).toBe(false);
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ status: 'inactive', page: '1' }));

    // A column heading sorts: total spent starts with the largest.
    await userEvent.click(within(table()).getByRole('button', { name: /Total gastado/ }));
    await waitFor(() => expect(router.search.get('sortBy')).toBe('totalSpent'));
    expect(router.search.get('sortDirection')).toBeNull();
    await waitFor(() =>
      expect(lastQuery(calls)).toMatchObject({ sortBy: 'totalSpent', sortDirection: 'desc' }),
    );

    // Back in the history undoes the sort.
    await userEvent.click(screen.getByRole('button', { name: 'Atrás en el historial' }));
    await waitFor(() => expect(router.search.get('sortBy')).toBe('name'));
    expect(select('Ordenar por')).toHaveDisplayValue('Nombre');
  });

  it('searches once typing pauses, not on every key', async () => {
    const calls = answerClients(() => clientPage([camila]));
    renderPage();
    await screen.findByRole('table', { name: 'Lista de clientes' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'Camila');
    await waitFor(() => expect(router.search.get('search')).toBe('Camila'));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ search: 'Camila' }));
    const searches = calls.requests.map(({ url }) => url.searchParams.get('search'));
    expect(searches.filter((text) => text && text !== 'Camila')).toEqual([]);

    // 'Limpiar filtros' empties the box and the URL.
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(router.search.toString()).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
  });

  it('reads values it does not know as their defaults and cleans the address', async () => {
    const calls = answerClients(() => clientPage([camila]));
    renderPage('/clients?status=vip&sortBy=rut&page=-2&sortDirection=desc&tab=x');
    await screen.findByRole('table', { name: 'Lista de clientes' });
    expect(lastQuery(calls)).toMatchObject({
      status: 'all',
      sortBy: 'createdAt',
      sortDirection: 'desc',
      page: '1',
    });
    // Only what is not the page's own stays.
    await waitFor(() => expect(router.search.toString()).toBe('tab=x'));
  });

  it("says 'No se encontraron clientes' when nothing matches, with a way back", async () => {
    answerClients((query) =>
      query.get('search') ? clientPage([], { total: 0 }) : clientPage([camila]),
    );
    renderPage('/clients?search=zzz');

    expect(
      await screen.findByRole('heading', { name: 'No se encontraron clientes' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Mostrando/)).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Limpiar filtros' }).at(-1)!);
    expect(await screen.findByRole('table', { name: 'Lista de clientes' })).toBeInTheDocument();
  });

  it('shows the load error with Reintentar, which loads the list again', async () => {
    const calls = answer(
      'get',
      '/clients',
      inTurn(() => apiError(500, 'Servicio no disponible'), clientPage([camila])),
    );
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Error al cargar los clientes. Por favor, intenta nuevamente.'),
    ).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Lista de clientes' })).toBeInTheDocument();
    expect(calls.requests).toHaveLength(2);
  });

  it('shows the export as not available yet instead of a button that does nothing', async () => {
    answerClients(() => clientPage([camila]));
    renderPage();
    await screen.findByRole('table', { name: 'Lista de clientes' });

    const exportButton = screen.getByRole('button', { name: /Exportar clientes/ });
    expect(exportButton).toHaveAttribute('aria-disabled', 'true');
    expect(exportButton).toHaveAccessibleDescription(
      'La exportación de clientes aún no está disponible.',
    );
    expect(exportButton).toHaveTextContent('Próximamente');
  });
});
