import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SystemStatus } from '@platform/api/contracts';
import {
  answer,
  HttpResponse,
  inTurn,
  renderWithProviders,
  type RecordedRequest,
  type TurnReply,
} from '@platform/shared/testing';
import StatusPage from './StatusPage';

const degraded: SystemStatus = {
  status: 'outage',
  checkedAt: '2026-11-22T15:00:00.000Z',
  components: [
    {
      id: 'api',
      name: 'API',
      description: 'Servicios de la plataforma',
      icon: 'Server',
      status: 'operational',
      latencyMs: 2,
      message: null,
      lastUpdated: '2026-11-22T15:00:00.000Z',
    },
    {
      id: 'database',
      name: 'Base de datos',
      description: 'Almacenamiento de tiendas, productos y órdenes',
      icon: 'Database',
      status: 'outage',
      latencyMs: 1,
      message: 'La base de datos no responde',
      lastUpdated: '2026-11-22T15:00:00.000Z',
    },
    {
      id: 'payments',
      name: 'Pagos',
      description: 'Procesador de pagos con tarjeta (sandbox)',
      icon: 'CreditCard',
      status: 'degraded',
      latencyMs: 40,
      message: 'Respuesta lenta',
      lastUpdated: '2026-11-22T15:00:00.000Z',
    },
  ],
  uptime: { last24h: 99.31, last7d: 99.9, last30d: 99.97 },
  incidents: [
    {
      id: 'i-2',
      title: 'Base de datos: interrupción del servicio',
      date: '2026-11-22T14:58:00.000Z',
      description: 'Detectado por el monitoreo automático: La base de datos no responde.',
      componentId: 'database',
      status: 'investigating',
      resolvedAt: null,
    },
    {
      id: 'i-1',
      title: 'Lentitud en la confirmación de pagos',
      date: '2026-11-10T10:00:00.000Z',
      description: 'Algunas confirmaciones tardaron hasta 10 minutos.',
      componentId: 'payments',
      status: 'resolved',
      resolvedAt: '2026-11-10T11:30:00.000Z',
    },
  ],
};

const healthy: SystemStatus = {
  ...degraded,
  status: 'operational',
  checkedAt: '2026-11-22T15:00:30.000Z',
  components: degraded.components.map((component) => ({
    ...component,
    status: 'operational',
    message: null,
  })),
  incidents: [],
};

/** Answers GET /system/status with `answers` in turn (the last one from then on). */
function answerInTurn(...answers: [TurnReply, ...TurnReply[]]): {
  requests: RecordedRequest[];
} {
  return answer('get', '/system/status', inTurn(...answers));
}

describe('StatusPage', () => {
  // When the page was opened, on the fake clock.
  let entered = 0;

  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  function renderPage() {
    entered = Date.now();
    return renderWithProviders(<StatusPage />, { route: '/status' });
  }
  const advance = (ms: number) => act(async () => jest.advanceTimersByTimeAsync(ms));
  /** Moves the clock to `ms` after entry (waiting for an answer moves it a little too). */
  const advanceTo = (ms: number) => advance(entered + ms - Date.now());

  it('loads after the 1.5 s delay and shows the overall status, uptime, components and incidents', async () => {
    const load = answerInTurn(degraded);
    renderPage();

    expect(
      screen.getByRole('heading', { name: 'Estado del Sistema', level: 1 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('status', { name: 'Cargando el estado del sistema...' }),
    ).toBeInTheDocument();
    await advanceTo(1499);
    expect(load.requests).toHaveLength(0);
    await advanceTo(1500);
    await waitFor(() => expect(load.requests).toHaveLength(1));

    expect(
      await screen.findByRole('heading', { name: 'Interrupción del servicio' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Últimas 24 horas').parentElement).toHaveTextContent('99,31%');
    expect(screen.getByText('Últimos 30 días').parentElement).toHaveTextContent('99,97%');

    const database = screen.getByRole('listitem', { name: 'Base de datos' });
    expect(within(database).getByText('Fuera de Servicio')).toBeInTheDocument();
    expect(within(database).getByText('La base de datos no responde')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Pagos' })).getByText('Rendimiento Degradado'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'API' })).getByText('Operativo'),
    ).toBeInTheDocument();

    const open = screen.getByRole('listitem', { name: 'Base de datos: interrupción del servicio' });
    expect(within(open).getByText('En investigación')).toBeInTheDocument();
    const past = screen.getByRole('listitem', { name: 'Lentitud en la confirmación de pagos' });
    expect(within(past).getByText('Resuelto')).toBeInTheDocument();
    expect(within(past).getByText('Duración: 1 h 30 min')).toBeInTheDocument();
  });

  it('reloads every 30 seconds, each time after the 1.5 s delay, and shows the newest answer', async () => {
    const load = answerInTurn(degraded, healthy);
    renderPage();
    await advanceTo(1500);
    expect(
      await screen.findByRole('heading', { name: 'Interrupción del servicio' }),
    ).toBeInTheDocument();

    await advanceTo(30_000 - 1);
    expect(screen.getByRole('button', { name: /Actualizar/ })).toBeEnabled();
    // 30 s after entry a load starts: the refresh button says so during its 1.5 s delay
    await advanceTo(30_000);
    expect(await screen.findByRole('button', { name: /Actualizando/ })).toBeInTheDocument();
    await advanceTo(31_499);
    expect(load.requests).toHaveLength(1);
    await advanceTo(31_500);
    await waitFor(() => expect(load.requests).toHaveLength(2));
    expect(
      await screen.findByRole('heading', { name: 'Todos los sistemas operativos' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No hay incidentes registrados en los últimos 90 días.'),
    ).toBeInTheDocument();
  });

  it('shows the error with Reintentar, and loads again (after the delay) when asked', async () => {
    // No connection the first time.
    const load = answerInTurn(() => HttpResponse.error(), healthy);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await advanceTo(1500);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Error al cargar el estado del sistema. Por favor, intente nuevamente.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(load.requests).toHaveLength(1);
    await advance(1500);
    await waitFor(() => expect(load.requests).toHaveLength(2));
    expect(
      await screen.findByRole('heading', { name: 'Todos los sistemas operativos' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refreshes on demand with the Actualizar button', async () => {
    const load = answerInTurn(degraded, healthy);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await advanceTo(1500);
    await screen.findByRole('heading', { name: 'Interrupción del servicio' });

    await user.click(screen.getByRole('button', { name: /Actualizar/ }));
    await advance(1500);
    expect(
      await screen.findByRole('heading', { name: 'Todos los sistemas operativos' }),
    ).toBeInTheDocument();
    expect(load.requests).toHaveLength(2);
  });

  it('stops loading when the visitor leaves the page', async () => {
    const load = answerInTurn(healthy);
    const { unmount } = renderPage();
    unmount();
    await advance(60_000);
    expect(load.requests).toHaveLength(0);
  });
});
