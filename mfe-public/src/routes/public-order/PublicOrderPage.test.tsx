import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderPayment, PublicOrder } from '@platform/api/contracts';
import {
  answer,
  apiError,
  HttpResponse,
  inTurn,
  renderWithProviders,
} from '@platform/shared/testing';
import { postToPaymentProvider } from '../../features/public-order/post-to-payment-provider';
import PublicOrderPage from './PublicOrderPage';
import { hrefOf } from '../../testing/links';

jest.mock('../../features/public-order/post-to-payment-provider', () => ({
  postToPaymentProvider: jest.fn(),
}));

const ID = 'a'.repeat(32);

function order(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return {
    id: ID,
    orderNumber: 3975,
    storeName: 'Café Cordillera',
    createdAt: '2026-11-20T15:02:22.587Z',
    status: 'draft',
    requiresShipping: true,
    paymentLockedOnOrder: null,
    paymentLockedOnOrderNumber: null,
    items: [
      {
        id: 'i1',
        type: 'product',
        name: 'Cápsulas Intenso x10',
        sku: 'CAP-INT-10',
        price: 4990,
        quantity: 2,
        imageUrl: null,
      },
      {
        id: 'i2',
        type: 'pack',
        name: 'Pack Desayuno',
        sku: null,
        price: 19990,
        quantity: 1,
        imageUrl: null,
      },
    ],
    subtotal: 29970,
    shippingCost: 2990,
    totalAmount: 32960,
    ...overrides,
  };
}

const ORDER_PATH = `/public/orders/${ID}`;
const PAYMENTS_PATH = `/public/orders/${ID}/payments`;

function renderPage(route = `/public/orders/${ID}`) {
  return renderWithProviders(<PublicOrderPage />, { route, path: '/public/orders/:id' });
}

describe('PublicOrderPage (spec 3 public order payment)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.mocked(postToPaymentProvider).mockReset();
  });

  it('shows the store, the order number, its date and time, the items and the total', async () => {
    const load = answer('get', ORDER_PATH, order());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Orden #3975' })).toBeInTheDocument();
    expect(load.requests).toHaveLength(1);
    expect(screen.getByText('Café Cordillera')).toBeInTheDocument();
    expect(screen.getByText('Creada el 20-11-2026 12:02')).toBeInTheDocument();
    expect(screen.getByText('Cápsulas Intenso x10')).toBeInTheDocument();
    expect(screen.getByText('2 × $4.990')).toBeInTheDocument();
    expect(screen.getByText('$9.980')).toBeInTheDocument();
    expect(screen.getByText('Despacho')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$32.960');
    expect(screen.getByText('Borrador')).toBeInTheDocument();
  });

  it('hides the shipping line when it costs nothing', async () => {
    answer('get', ORDER_PATH, order({ shippingCost: 0, totalAmount: 29970 }));
    renderPage();
    await screen.findByRole('heading', { name: 'Orden #3975' });
    expect(screen.queryByText('Despacho')).not.toBeInTheDocument();
  });

  it('pays a draft order: creates the payment and posts the token to the provider', async () => {
    answer('get', ORDER_PATH, order());
    const payment: OrderPayment = {
      url_webpay: 'http://localhost:4000/sandbox/webpay',
      token: 't'.repeat(64),
    };
    const post = answer('post', PAYMENTS_PATH, () => HttpResponse.json(payment, { status: 201 }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Pagar \$32\.960/ }));
    await waitFor(() => expect(postToPaymentProvider).toHaveBeenCalled());
    expect(post.requests.map((request) => request.body)).toEqual([
      { orderId: ID, returnUrl: `${window.location.origin}${window.location.pathname}` },
    ]);
    expect(postToPaymentProvider).toHaveBeenCalledWith(
      'http://localhost:4000/sandbox/webpay',
      't'.repeat(64),
    );
  });

  it("refuses a payment response without url_webpay or token: 'Respuesta inválida del servidor de pagos'", async () => {
    answer('get', ORDER_PATH, order());
    answer('post', PAYMENTS_PATH, { url_webpay: '', token: 'x' } satisfies OrderPayment);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Pagar/ }));
    expect(await screen.findByText('Error al procesar el pago')).toBeInTheDocument();
    expect(screen.getByText('Respuesta inválida del servidor de pagos')).toBeInTheDocument();
    expect(postToPaymentProvider).not.toHaveBeenCalled();
  });

  it("shows the server's message, else the default one, under 'Error al procesar el pago'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('get', ORDER_PATH, order());
    const post = answer(
      'post',
      PAYMENTS_PATH,
      // A conflict with the api's message, then no connection.
      inTurn(
        () => apiError(409, 'La orden ya fue pagada y está en proceso'),
        () => HttpResponse.error(),
      ),
    );
    renderPage();
    const pay = await screen.findByRole('button', { name: /Pagar/ });
    await userEvent.click(pay);
    expect(await screen.findByText('La orden ya fue pagada y está en proceso')).toBeInTheDocument();
    await userEvent.click(pay);
    expect(
      await screen.findByText('Error al procesar el pago. Por favor, intenta nuevamente.'),
    ).toBeInTheDocument();
    expect(post.requests).toHaveLength(2);
  });

  it("blocks the payment with 'Pago bloqueado' and links to the order to pay first", async () => {
    const blocking = 'b'.repeat(32);
    answer(
      'get',
      ORDER_PATH,
      order({ paymentLockedOnOrder: blocking, paymentLockedOnOrderNumber: 3986 }),
    );
    renderPage();
    expect(await screen.findByText('Pago bloqueado')).toBeInTheDocument();
    expect(hrefOf('Ir a la orden #3986')).toBe(`/public/orders/${blocking}`);
    expect(screen.queryByRole('button', { name: /Pagar/ })).not.toBeInTheDocument();
  });

  it.each(['pending', 'processing', 'shipped', 'delivered'] as const)(
    'tells a %s order is already paid and in process',
    async (status) => {
      answer('get', ORDER_PATH, order({ status }));
      renderPage();
      expect(await screen.findByText('Esta orden ya fue pagada')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Pagar/ })).not.toBeInTheDocument();
    },
  );

  it('tells a cancelled order cannot receive payments', async () => {
    answer('get', ORDER_PATH, order({ status: 'cancelled' }));
    renderPage();
    expect(await screen.findByText('Esta orden fue cancelada')).toBeInTheDocument();
    expect(screen.getByText(/no puede recibir pagos/)).toBeInTheDocument();
  });

  it('tells any other status does not allow payment', async () => {
    answer(
      'get',
      ORDER_PATH,
      // A status a newer api may add: the page must not break on it.
      order({ status: 'archivada' as PublicOrder['status'] }),
    );
    renderPage();
    expect(
      await screen.findByText('La orden no está en un estado que permita pagos.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Desconocido')).toBeInTheDocument();
  });

  it("shows '¡Pago exitoso!' when the provider came back with paymentStatus=success", async () => {
    answer('get', ORDER_PATH, order({ status: 'pending' }));
    renderPage(`/public/orders/${ID}?paymentStatus=success`);
    expect(await screen.findByText('¡Pago exitoso!')).toBeInTheDocument();
    expect(screen.getByText('El pago ha sido procesado correctamente.')).toBeInTheDocument();
    expect(screen.getByText(/Recibirás un correo electrónico/)).toBeInTheDocument();
  });

  it("shows 'Error en el pago' when it came back with paymentStatus=error", async () => {
    answer('get', ORDER_PATH, order());
    renderPage(`/public/orders/${ID}?paymentStatus=error`);
    expect(await screen.findByText('Error en el pago')).toBeInTheDocument();
    expect(screen.getByText(/intentarlo nuevamente o contactar a la tienda/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pagar/ })).toBeInTheDocument();
  });

  it("says 'No se pudo cargar la orden' for an unknown id", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('get', ORDER_PATH, () => apiError(404, 'Orden no encontrada'));
    renderPage();
    expect(await screen.findByText('No se pudo cargar la orden')).toBeInTheDocument();
  });

  it("says 'Error al cargar la orden…' and retries when loading fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(
      'get',
      ORDER_PATH,
      inTurn(() => apiError(500), order()),
    );
    renderPage();
    expect(
      await screen.findByText('Error al cargar la orden. Por favor, intenta nuevamente.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Orden #3975' })).toBeInTheDocument();
  });
});
