import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProvider, Route, Routes } from '@platform/shared';
import {
  apiError,
  inTurn,
  MemoryRouter,
  renderWithProviders,
  type TurnReply,
} from '@platform/shared/testing';
import {
  activities,
  answerOrderDetail,
  billing,
  client,
  communications,
  documents,
  items,
  order,
  ORDER_ID,
  payment,
  shipped,
  type OrderAnswers,
} from '../../features/order-detail/fixtures';
import OrderDetailPage from './OrderDetailPage';

const PATH = `/orders/${ORDER_ID}`;

function renderPage(state?: unknown) {
  if (state === undefined) {
    return renderWithProviders(<OrderDetailPage />, { route: PATH, path: '/orders/:id' });
  }
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[{ pathname: PATH, state }]}>
        <Routes>
          <Route path="/orders/:id" element={<OrderDetailPage />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });
const findRegion = (name: string) => screen.findByRole('region', { name });

describe('OrderDetailPage', () => {
  configure({ asyncUtilTimeout: 5000 });
  jest.setTimeout(30_000);

  beforeAll(async () => {
    // The overlay and widget entries are slow to load the first time in jsdom.
    await Promise.all([import('@platform/shared/overlays'), import('@platform/shared/widgets')]);
  }, 60_000);
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("shows 'Orden #N', when it was created, its status and the way back to the list", async () => {
    answerOrderDetail();
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Orden #1042' }),
    ).toBeInTheDocument();
    // 14:35 UTC is 11:35 in Santiago in November.
    expect(screen.getByText('Creada el 20-11-2026 11:35')).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('En Proceso')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a órdenes' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });

  it('goes back to the list as it was left when the list opened the order', async () => {
    answerOrderDetail();
    renderPage({ from: '/orders?status=pending&page=2' });
    expect(await screen.findByRole('link', { name: 'Volver a órdenes' })).toHaveAttribute(
      'href',
      '/orders?status=pending&page=2',
    );
  });

  it("says 'Orden no encontrada' for an order the api does not know", async () => {
    const notFound = () => apiError(404, 'Orden no encontrada');
    answerOrderDetail({
      order: notFound,
      items: notFound,
      activity: notFound,
      payment: notFound,
      documents: notFound,
      communications: notFound,
      shipping: notFound,
      client: notFound,
      billing: notFound,
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Orden no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a órdenes' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the items grouped, with subtotal, shipping and total', async () => {
    answerOrderDetail();
    renderPage();
    const card = await findRegion('Productos de la orden');
    await within(card).findByText('Membresía Café Mensual');

    expect(within(card).getByRole('heading', { name: 'Planes' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Productos' })).toBeInTheDocument();
    expect(within(card).getByText('Total del grupo: $28.970')).toBeInTheDocument();
    expect(within(card).getByText('SKU: CAF-1KG')).toBeInTheDocument();
    expect(within(card).getByText('$12.990 × 2')).toBeInTheDocument();
    expect(within(card).getByText('$25.980')).toBeInTheDocument();
    const pictures = card.querySelectorAll('img');
    expect([...pictures].map((image) => image.getAttribute('src'))).toEqual([
      'http://localhost:4000/uploads/plan-thumb.jpg',
      'http://localhost:4000/uploads/cafe.jpg',
    ]);
    const totals = within(card).getByText('Subtotal').closest('dl') as HTMLElement;
    expect(totals).toHaveTextContent('Subtotal$48.960Despacho$3.500Total$52.460');
  });

  it('leaves the shipping line out when the order ships free', async () => {
    answerOrderDetail({ items: { ...items, shippingCost: 0, totalAmount: 48960 } });
    renderPage();
    const card = await findRegion('Productos de la orden');
    const totals = (await within(card).findByText('Subtotal')).closest('dl') as HTMLElement;
    expect(totals).toHaveTextContent('Subtotal$48.960Total$48.960');
  });

  it('lists the activity and the communications oldest first', async () => {
    answerOrderDetail();
    renderPage();
    const activity = await findRegion('Historial de actividad');
    const entries = await within(activity).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Orden creada'),
      expect.stringContaining('Pago registrado'),
      expect.stringContaining('Estado cambiado a En Proceso'),
    ]);
    expect(entries[2]).toHaveTextContent('21-11-2026 06:05 · Por demo@tienda.cl');

    const sent = await within(region('Comunicaciones')).findAllByRole('listitem');
    expect(sent.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Confirmación de tu pedido #1042'),
      expect.stringContaining('Recordatorio de despacho'),
    ]);
    expect(sent[0]).toHaveTextContent('Plantilla: confirmacion pedido');
  });

  it('shows the payment with only the fields it has', async () => {
    answerOrderDetail();
    renderPage();
    const card = await findRegion('Detalles de pago');
    const details = (await within(card).findByText('Estado del pago')).closest('dl') as HTMLElement;
    expect(details).toHaveTextContent(
      [
        'Estado del pagoPagado',
        'Método de pagoWebpay (tarjeta)',
        'Tipo de tarjetaVisa',
        'Últimos 4 dígitos•••• 4242',
        'Código de autorización123456',
        'ID de transacciónTX-99001',
        'Fecha de pago20-11-2026 11:40',
        'Total$52.460',
      ].join(''),
    );
    expect(within(card).queryByText('Banco')).toBeNull();
  });

  it('says an order without a payment has none yet', async () => {
    answerOrderDetail({ payment: { payment: null } });
    renderPage();
    expect(
      await within(await findRegion('Detalles de pago')).findByText(
        'Esta orden aún no tiene pagos registrados.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the client with a link to their detail, and the billing address', async () => {
    answerOrderDetail();
    renderPage();
    const card = await findRegion('Cliente');
    expect(await within(card).findByText('Camila Rojas', { selector: 'p' })).toBeInTheDocument();
    expect(within(card).getByText('12.345.678-5')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'camila.rojas@correo.cl' })).toHaveAttribute(
      'href',
      'mailto:camila.rojas@correo.cl',
    );
    expect(within(card).getByRole('link', { name: 'Ver cliente Camila Rojas' })).toHaveAttribute(
      'href',
      `/clients/${client.client.id}`,
    );
    const bill = region('Facturación');
    expect(await within(bill).findByText('Av. Providencia 1234, Depto 501')).toBeInTheDocument();
    expect(within(bill).getByText('Providencia, Región Metropolitana')).toBeInTheDocument();
  });

  it('shows the shipping panel only for an order that requires shipping', async () => {
    answerOrderDetail({ order: { ...order, requiresShipping: false } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Orden #1042' });
    await within(region('Cliente')).findByText('12.345.678-5');
    expect(screen.queryByRole('region', { name: 'Despacho' })).toBeNull();
  });

  it('shows the shipment once shipped, with the carrier’s tracking link', async () => {
    answerOrderDetail({ shipping: shipped });
    renderPage();
    const card = await findRegion('Despacho');
    expect(await within(card).findByText('Starken')).toBeInTheDocument();
    expect(within(card).getByText('Conserjería 24 horas')).toBeInTheDocument();
    expect(within(card).getByText('24-11-2026 al 26-11-2026')).toBeInTheDocument();
    expect(within(card).getByText('Caja frágil')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Seguir envío (se abre en una pestaña nueva)' }),
    ).toHaveAttribute('href', 'https://www.starken.cl/seguimiento?codigo=STK-778899');
  });

  it("hides the tracking link for the carrier 'other', and the details until shipped", async () => {
    answerOrderDetail({
      shipping: { ...shipped, shipping: { ...shipped.shipping!, carrier: 'other' } },
    });
    const { unmount } = renderPage();
    const card = await findRegion('Despacho');
    expect(await within(card).findByText('Otro')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull();
    unmount();

    answerOrderDetail();
    renderPage();
    const pending = await findRegion('Despacho');
    expect(await within(pending).findByText('El despacho aún no se registra.')).toBeInTheDocument();
    expect(within(pending).getByText('Conserjería 24 horas')).toBeInTheDocument();
    expect(within(pending).queryByText('Número de seguimiento')).toBeNull();
  });

  const failures: Array<[keyof OrderAnswers, string, string, string, TurnReply]> = [
    [
      'items',
      'Productos de la orden',
      'Error al cargar los detalles de la orden',
      'Filtros de papel',
      items,
    ],
    [
      'activity',
      'Historial de actividad',
      'Error al cargar el historial de actividad',
      'Orden creada',
      activities,
    ],
    ['payment', 'Detalles de pago', 'Error al cargar los detalles de pago', 'TX-99001', payment],
    ['documents', 'Documentos', 'Error al cargar los documentos', 'factura-1042.pdf', documents],
    [
      'communications',
      'Comunicaciones',
      'Error al cargar las comunicaciones',
      'Recordatorio de despacho',
      communications,
    ],
    ['shipping', 'Despacho', 'Error al cargar la información de envío', 'Starken', shipped],
    ['client', 'Cliente', 'Error al cargar los datos del cliente', '12.345.678-5', client],
    [
      'billing',
      'Facturación',
      'Error al cargar los datos de facturación',
      'Av. Providencia 1234, Depto 501',
      billing,
    ],
  ];

  it.each(failures)(
    'shows the %s card’s own error, keeps the others, and retries',
    async (part, name, error, content, data) => {
      const reads = answerOrderDetail({
        shipping: shipped,
        [part]: inTurn(() => apiError(500, 'Servicio no disponible'), data),
      });
      const user = userEvent.setup();
      renderPage();

      const card = await findRegion(name);
      const alert = await within(card).findByRole('alert');
      expect(alert).toHaveTextContent(error);
      expect(alert).toHaveTextContent('Servicio no disponible');
      // The rest of the page is there.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Orden #1042' }),
      ).toBeInTheDocument();
      for (const [, other, , otherContent] of failures.filter(([key]) => key !== part)) {
        expect((await within(region(other)).findAllByText(otherContent))[0]).toBeInTheDocument();
      }

      await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
      expect((await within(card).findAllByText(content))[0]).toBeInTheDocument();
      expect(reads[part].requests).toHaveLength(2);
    },
  );

  it('keeps every card when the order itself fails to load, and retries it', async () => {
    answerOrderDetail({ order: inTurn(() => apiError(500, 'Servicio no disponible'), order) });
    const user = userEvent.setup();
    renderPage();
    const header = await screen.findByRole('banner');
    const alert = await within(header).findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar los detalles de la orden');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Detalle de la Orden' }),
    ).toBeInTheDocument();
    expect(
      await within(region('Documentos')).findByText('21-11-2026 07:00 · 240 KB'),
    ).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Orden #1042' }),
    ).toBeInTheDocument();
  });

  const fallbacks: Array<[keyof OrderAnswers, string, TurnReply, string]> = [
    ['items', 'Productos de la orden', {}, 'No se pudieron cargar los detalles de la orden'],
    ['payment', 'Detalles de pago', {}, 'No se pudieron cargar los detalles de pago'],
    [
      'shipping',
      'Despacho',
      { address: null, shipping: null },
      'No se pudo cargar la información de envío',
    ],
    ['client', 'Cliente', {}, 'No se pudieron cargar los datos del cliente'],
    ['billing', 'Facturación', {}, 'No se pudieron cargar los datos de facturación'],
    [
      'billing',
      'Facturación',
      { billingAddress: null },
      'La orden no tiene dirección de facturación.',
    ],
  ];

  it.each(fallbacks)(
    'shows the %s card’s fallback when the answer holds nothing',
    async (part, name, reply, text) => {
      answerOrderDetail({ [part]: reply });
      renderPage();
      expect(await within(await findRegion(name)).findByText(text)).toBeInTheDocument();
    },
  );

  it('names each of its nine cards and panels as a region', async () => {
    answerOrderDetail();
    renderPage();
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(9));
  });
});
