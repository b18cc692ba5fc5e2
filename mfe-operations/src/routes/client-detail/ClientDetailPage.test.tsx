import { useEffect } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APP_EVENTS,
  AppProvider,
  onAppEvent,
  Route,
  Routes,
  useLocation,
  type TourStep,
} from '@platform/shared';
import {
  answer,
  apiError,
  inTurn,
  MemoryRouter,
  renderWithProviders,
} from '@platform/shared/testing';
import { CLIENT_ID, clientOrder, historyEntry } from '../../features/client-detail/fixtures';
import { clientItem } from '../../features/clients/fixtures';
import ClientDetailPage from './ClientDetailPage';

const camila = clientItem({ id: CLIENT_ID });

const router = { search: '' };
function RouterProbe() {
  const location = useLocation();
  useEffect(() => {
    router.search = location.search;
  }, [location.search]);
  return null;
}

function renderPage(route = `/clients/${CLIENT_ID}`) {
  return renderWithProviders(
    <>
      <ClientDetailPage />
      <RouterProbe />
    </>,
    { route, path: '/clients/:id' },
  );
}

describe('ClientDetailPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows who the client is, what they bought, and the links back', async () => {
    answer('get', `/clients/${CLIENT_ID}`, camila);
    answer('get', `/clients/${CLIENT_ID}/orders`, { orders: [clientOrder(1)] });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Camila Rojas' })).toBeVisible();
    const header = screen.getByRole('region', { name: 'Camila Rojas' });
    expect(within(header).getByText('Activo')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'camila.rojas@correo.cl' })).toHaveAttribute(
      'href',
      'mailto:camila.rojas@correo.cl',
    );
    expect(within(header).getByRole('link', { name: '+56 9 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+56912345678',
    );
    expect(within(header).getByText('12.345.678-5')).toBeInTheDocument();
    expect(within(header).getByText('Cliente desde 10-01-2026')).toBeInTheDocument();
    const summary = within(header).getByRole('region', { name: 'Resumen del cliente' });
    expect(within(summary).getByText('Total de órdenes')).toBeInTheDocument();
    expect(within(summary).getByText('12')).toBeInTheDocument();
    expect(within(summary).getByText('$155.880')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute(
      'href',
      '/clients',
    );
    expect(screen.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');

    // Órdenes is the tab that opens first.
    expect(screen.getByRole('tab', { name: 'Órdenes' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: '#1001' })).toBeInTheDocument();
  });

  it('says when the client has no phone or RUT', async () => {
    answer('get', `/clients/${CLIENT_ID}`, { ...camila, phone: null, rut: null });
    answer('get', `/clients/${CLIENT_ID}/orders`, { orders: [] });
    renderPage();
    const header = await screen.findByRole('region', { name: 'Camila Rojas' });
    expect(within(header).getByText('Sin teléfono')).toBeInTheDocument();
    expect(within(header).getByText('Sin RUT')).toBeInTheDocument();
  });

  it('shows a not-found page for a client the store does not have', async () => {
    answer('get', `/clients/${CLIENT_ID}`, () => apiError(404, 'Cliente no encontrado'));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cliente no encontrado' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la lista' })).toBeInTheDocument();
    // Not a fault: nothing is logged.
    expect(console.error).not.toHaveBeenCalled();
  });

  it('shows an address that cannot be a client as not found, without asking the api', async () => {
    renderPage('/clients/no-es-un-cliente');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cliente no encontrado' }),
    ).toBeInTheDocument();
  });

  it('shows the load error with Reintentar', async () => {
    const calls = answer(
      'get',
      `/clients/${CLIENT_ID}`,
      inTurn(() => apiError(500, 'Servicio no disponible'), camila),
    );
    answer('get', `/clients/${CLIENT_ID}/orders`, { orders: [] });
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'Error al cargar los datos del cliente. Por favor, intenta nuevamente.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Detalle del Cliente' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Camila Rojas' })).toBeVisible();
    expect(calls.requests).toHaveLength(2);
  });

  it('opens the tab the URL names, and keeps the chosen tab in the URL', async () => {
    answer('get', `/clients/${CLIENT_ID}`, camila);
    answer('get', `/clients/${CLIENT_ID}/history`, { history: [historyEntry(1)] });
    const orders = answer('get', `/clients/${CLIENT_ID}/orders`, { orders: [clientOrder(1)] });
    renderPage(`/clients/${CLIENT_ID}?tab=history`);

    expect(await screen.findByText('Inicio de sesión 1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Historial' })).toHaveAttribute('aria-selected', 'true');
    // A tab loads its list when it is opened.
    expect(orders.requests).toHaveLength(0);

    await userEvent.click(screen.getByRole('tab', { name: 'Órdenes' }));
    expect(await screen.findByRole('link', { name: '#1001' })).toBeInTheDocument();
    await waitFor(() => expect(router.search).toBe(''));
    await userEvent.click(screen.getByRole('tab', { name: 'Historial' }));
    await waitFor(() => expect(router.search).toBe('?tab=history'));
  });

  it('leads back to the list as it was left, whichever tab is opened meanwhile', async () => {
    answer('get', `/clients/${CLIENT_ID}`, camila);
    answer('get', `/clients/${CLIENT_ID}/orders`, { orders: [] });
    answer('get', `/clients/${CLIENT_ID}/history`, { history: [historyEntry(1)] });
    const list = '/clients?status=inactive&sortBy=totalSpent&page=2';
    render(
      <AppProvider>
        <MemoryRouter
          initialEntries={[{ pathname: `/clients/${CLIENT_ID}`, state: { from: list } }]}
        >
          <Routes>
            <Route path="/clients/:id" element={<ClientDetailPage />} />
          </Routes>
        </MemoryRouter>
      </AppProvider>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Camila Rojas' });
    const back = () => screen.getByRole('link', { name: 'Volver a la lista' });
    expect(back()).toHaveAttribute('href', list);
    await userEvent.click(screen.getByRole('tab', { name: 'Historial' }));
    expect(await screen.findByText('Inicio de sesión 1')).toBeInTheDocument();
    expect(back()).toHaveAttribute('href', list);
  });

  it('asks for its tour by itself once the client is shown, its steps on the page', async () => {
    answer('get', `/clients/${CLIENT_ID}`, camila);
    answer('get', `/clients/${CLIENT_ID}/orders`, { orders: [] });
    const requests: Array<{ tourId: string; auto?: boolean; steps: number; missing: string[] }> =
      [];
    const stop = onAppEvent(APP_EVENTS.startTour, ({ tourId, steps = [], auto }) => {
      requests.push({
        tourId,
        auto,
        steps: steps.length,
        missing: steps
          .map((step: TourStep) => step.target)
          .filter((target) => !document.querySelector(target)),
      });
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Camila Rojas' });
    await screen.findByText('No hay órdenes');
    stop();

    expect(requests).toEqual([{ tourId: 'client-detail', auto: true, steps: 4, missing: [] }]);
  });

  it('asks for no tour while the client is not found', async () => {
    answer('get', `/clients/${CLIENT_ID}`, () => apiError(404, 'Cliente no encontrado'));
    const requests: string[] = [];
    const stop = onAppEvent(APP_EVENTS.startTour, ({ tourId }) => requests.push(tourId));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Cliente no encontrado' });
    stop();
    expect(requests).toEqual([]);
  });
});
