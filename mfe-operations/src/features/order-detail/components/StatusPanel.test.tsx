import { useState } from 'react';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { OrderDetail } from '@platform/api/contracts';
import { toaster, toIsoDate } from '@platform/shared';
import type { OrderStatus } from '@platform/shared/constants';
import { OPERATIONS_MESSAGES } from '@platform/shared/validation';
import { answer, apiError, inTurn, renderWithProviders } from '@platform/shared/testing';
import {
  answerOrderDetail,
  draftOrder,
  LOCKING_ORDER_ID,
  order,
  ORDER_ID,
  shipped,
} from '../fixtures';
import { ActivityCard } from './ActivityCard';
import { CommunicationsCard } from './CommunicationsCard';
import { OrderHeader } from './OrderHeader';
import { OrderItemsCard } from './OrderItemsCard';
import { ShippingPanel } from './ShippingPanel';
import { StatusPanel } from './StatusPanel';

// zag (Chakra's radio group and checkbox) dispatches pointer events, which jsdom lacks.
if (typeof window.PointerEvent === 'undefined') {
  Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
}

/** The panel with what a change refreshes around it, as the page has them. */
function Harness() {
  const [changedTo, setChangedTo] = useState<OrderStatus | null>(null);
  return (
    <>
      <OrderHeader
        orderId={ORDER_ID}
        backTo="/orders"
        changedTo={changedTo}
        onCloseBanner={() => setChangedTo(null)}
      />
      <StatusPanel orderId={ORDER_ID} onChanged={setChangedTo} />
      <OrderItemsCard orderId={ORDER_ID} />
      <ActivityCard orderId={ORDER_ID} />
      <CommunicationsCard orderId={ORDER_ID} />
      <ShippingPanel orderId={ORDER_ID} />
    </>
  );
}

const STATUS_PATH = `/orders/${ORDER_ID}/status`;
const CONFIRM_PATH = `/orders/${ORDER_ID}/shipping/confirm`;

const panel = () => screen.getByRole('region', { name: 'Estado de la orden' });
const saveButton = () => within(panel()).getByRole('button', { name: /Guardar estado|Guardando/ });
const header = () => screen.getByRole('banner');

/** A calendar day in Santiago, `days` from now. */
const dayFromNow = (days: number) => toIsoDate(Date.now() + days * 86_400_000);

async function renderPanel() {
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  await within(await screen.findByRole('region', { name: 'Estado de la orden' })).findByText(
    'Estado actual',
  );
  return user;
}

describe('StatusPanel', () => {
  configure({ asyncUtilTimeout: 5000 });
  jest.setTimeout(30_000);

  beforeAll(async () => {
    await Promise.all([import('@platform/shared/overlays'), import('@platform/shared/widgets')]);
  }, 60_000);
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(toaster, 'create');
  });
  afterEach(() => jest.restoreAllMocks());

  describe('a draft', () => {
    it('cannot be changed: it says payment is required and gives the public payment link', async () => {
      answerOrderDetail({ order: draftOrder });
      const user = await renderPanel();

      expect(within(panel()).queryByRole('radiogroup')).toBeNull();
      expect(within(panel()).queryByRole('button', { name: 'Guardar estado' })).toBeNull();
      expect(within(panel()).getByText('Pago requerido')).toBeInTheDocument();
      const url = 'http://localhost/public/orders/pub-1042-x7k2';
      expect(within(panel()).getByRole('textbox', { name: 'Enlace de pago' })).toHaveValue(url);
      expect(
        within(panel()).getByRole('link', {
          name: 'Abrir enlace de pago (se abre en una pestaña nueva)',
        }),
      ).toHaveAttribute('href', url);
      expect(
        within(panel()).getByText(
          'Una vez registrado el pago, el estado cambiará automáticamente a Pendiente.',
        ),
      ).toBeInTheDocument();
      expect(within(panel()).queryByText('Pago bloqueado')).toBeNull();

      await user.click(within(panel()).getByRole('button', { name: 'Copiar enlace' }));
      await expect(navigator.clipboard.readText()).resolves.toBe(url);
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Enlace copiado' }),
      );
    });

    it("warns 'Pago bloqueado' with a link to the order to pay first", async () => {
      answerOrderDetail({
        order: {
          ...draftOrder,
          paymentLockedOnOrder: LOCKING_ORDER_ID,
          paymentLockedOnOrderNumber: 1038,
        },
      });
      await renderPanel();
      expect(within(panel()).getByText('Pago bloqueado')).toBeInTheDocument();
      expect(within(panel()).getByRole('link', { name: 'Ver orden #1038' })).toHaveAttribute(
        'href',
        `/orders/${LOCKING_ORDER_ID}`,
      );
    });
  });

  describe('an order past draft', () => {
    it('offers the five statuses, the current one chosen, and saves only a different one', async () => {
      answerOrderDetail({ order: { ...order, requiresShipping: false } });
      const user = await renderPanel();

      const group = within(panel()).getByRole('radiogroup', { name: 'Cambiar estado' });
      const radios = within(group).getAllByRole('radio');
      expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
        'pending',
        'processing',
        'shipped',
        'delivered',
        'cancelled',
      ]);
      expect(within(group).getByRole('radio', { name: 'En Proceso' })).toBeChecked();
      expect(saveButton()).toBeDisabled();

      await user.click(within(group).getByText('Pendiente'));
      expect(saveButton()).toBeEnabled();
      await user.click(within(group).getByText('En Proceso'));
      expect(saveButton()).toBeDisabled();
    });

    it('sends the status with the one it saw, then refreshes the page and says so', async () => {
      const delivered: OrderDetail = { ...order, requiresShipping: false, status: 'delivered' };
      const reads = answerOrderDetail({
        order: inTurn({ ...order, requiresShipping: false }, delivered),
      });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const saved = answer('post', STATUS_PATH, async () => {
        await held;
        return HttpResponse.json(delivered);
      });
      const user = await renderPanel();
      await within(screen.getByRole('region', { name: 'Historial de actividad' })).findByText(
        'Orden creada',
      );

      await user.click(within(panel()).getByText('Entregado'));
      await user.click(saveButton());

      // While it is sent: the button is busy and the choice locked.
      await waitFor(() => expect(saveButton()).toBeDisabled());
      expect(saveButton()).toHaveTextContent('Guardando...');
      expect(within(panel()).getByRole('radio', { name: 'Pendiente' })).toBeDisabled();
      await act(async () => release());

      await waitFor(() => expect(within(header()).getByText('Entregado')).toBeInTheDocument());
      expect(saved.requests.map((request) => request.body)).toEqual([
        { status: 'delivered', expectedStatus: 'processing' },
      ]);
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Estado actualizado correctamente', type: 'success' }),
      );
      expect(within(header()).getByRole('status')).toHaveTextContent(
        'Estado actualizado correctamente',
      );
      // The order, its activity, communications and shipping are read again; the items are not.
      await waitFor(() => expect(reads.activity.requests).toHaveLength(2));
      expect(reads.order.requests).toHaveLength(2);
      expect(reads.communications.requests).toHaveLength(2);
      expect(reads.shipping.requests).toHaveLength(2);
      expect(reads.items.requests).toHaveLength(1);
      expect(within(panel()).getByRole('radio', { name: 'Entregado' })).toBeChecked();
      expect(saveButton()).toBeDisabled();
    });

    it("shows the server's message when the order changed meanwhile (409)", async () => {
      const reads = answerOrderDetail({ order: { ...order, requiresShipping: false } });
      answer('post', STATUS_PATH, () => apiError(409, OPERATIONS_MESSAGES.statusStale));
      const user = await renderPanel();

      await user.click(within(panel()).getByText('Cancelado'));
      await user.click(saveButton());

      const alert = await within(panel()).findByRole('alert');
      expect(alert).toHaveTextContent('No se pudo cambiar el estado');
      expect(alert).toHaveTextContent(
        'El estado de la orden cambió mientras tanto. Recarga la página e intenta nuevamente.',
      );
      // The order is read again, to show where it stands.
      await waitFor(() => expect(reads.order.requests).toHaveLength(2));
      expect(toaster.create).not.toHaveBeenCalled();
    });
  });

  describe("'Enviado' on an order that requires shipping", () => {
    const field = {
      carrier: () => screen.getByRole('combobox', { name: /Empresa de transporte/ }),
      tracking: () => screen.getByRole('textbox', { name: /Número de seguimiento/ }),
      from: () => screen.getByLabelText(/Desde/),
      to: () => screen.getByLabelText(/Hasta/),
      notes: () => screen.getByRole('textbox', { name: /Notas internas/ }),
      message: () => screen.getByRole('textbox', { name: /Mensaje para el cliente/ }),
      email: () => screen.getByRole('checkbox', { name: 'Enviar correo al cliente' }),
      confirm: () => screen.getByRole('button', { name: /Confirmar despacho|Enviando/ }),
    };

    async function openShippingForm() {
      const user = await renderPanel();
      await user.click(within(panel()).getByText('Enviado'));
      await user.click(saveButton());
      const dialog = await screen.findByRole('dialog', { name: 'Registrar despacho' });
      return { user, dialog };
    }

    it('opens the manual shipping form first, with its defaults, and asks for what is missing', async () => {
      answerOrderDetail();
      const status = answer('post', STATUS_PATH, order);
      const confirm = answer('post', CONFIRM_PATH, { ok: true });
      const { user } = await openShippingForm();

      expect(field.carrier()).toHaveValue('other');
      expect(within(field.carrier()).getByRole('option', { name: 'Otro' })).toBeInTheDocument();
      expect(field.tracking()).toHaveValue('');
      expect(field.from()).toHaveValue(dayFromNow(3));
      expect(field.to()).toHaveValue(dayFromNow(5));
      expect(field.email()).toBeChecked();

      await user.clear(field.from());
      await user.click(field.confirm());

      await waitFor(() => expect(field.tracking()).toHaveFocus());
      expect(field.tracking()).toHaveAccessibleDescription(
        'Por favor completa todos los campos obligatorios',
      );
      expect(field.from()).toHaveAccessibleDescription(
        'Por favor completa todos los campos obligatorios',
      );
      expect(confirm.requests).toHaveLength(0);
      expect(status.requests).toHaveLength(0);
    });

    it('sends the shipment with its range, shows the success, closes after 1.5 s, and the order is shipped', async () => {
      const reads = answerOrderDetail({
        order: inTurn(order, { ...order, status: 'shipped' }),
        shipping: inTurn({ address: shipped.address, shipping: null }, shipped),
      });
      const status = answer('post', STATUS_PATH, order);
      const confirm = answer('post', CONFIRM_PATH, { ok: true });
      const { user, dialog } = await openShippingForm();

      await user.selectOptions(field.carrier(), 'Starken');
      await user.type(field.tracking(), ' STK-778899 ');
      await user.clear(field.to());
      // A week ahead: after the range's first day (three days ahead), whatever the day today.
      const lastDay = dayFromNow(7);
      await user.type(field.to(), lastDay);
      await user.type(field.message(), 'Tu pedido va en camino');
      await user.click(field.confirm());

      expect(await within(dialog).findByText('Despacho registrado')).toBeInTheDocument();
      expect(
        within(dialog).getByText('Enviamos un correo al cliente con los datos del despacho.'),
      ).toBeInTheDocument();
      expect(confirm.requests.map((request) => request.body)).toEqual([
        {
          carrier: 'starken',
          trackingNumber: 'STK-778899',
          notes: null,
          estimatedDeliveryRange: [dayFromNow(3), lastDay],
          message: 'Tu pedido va en camino',
          sendEmailToCustomer: true,
        },
      ]);
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Estado actualizado correctamente' }),
      );

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
      await waitFor(() => expect(within(header()).getByText('Enviado')).toBeInTheDocument());
      expect(reads.order.requests).toHaveLength(2);
      const shippingCard = screen.getByRole('region', { name: 'Despacho' });
      expect(await within(shippingCard).findByText('STK-778899')).toBeInTheDocument();
      // The api marks the order shipped with the shipment: no status call of its own.
      expect(status.requests).toHaveLength(0);
    });

    it("says why the shipment was refused, in the server's words or the spec's", async () => {
      answerOrderDetail();
      answer(
        'post',
        CONFIRM_PATH,
        inTurn(
          () => apiError(409, OPERATIONS_MESSAGES.shippingNotAllowed),
          () => HttpResponse.json({}, { status: 500 }),
        ),
      );
      const { user, dialog } = await openShippingForm();
      await user.type(field.tracking(), 'STK-1');
      await user.click(field.email());
      expect(field.email()).not.toBeChecked();

      await user.click(field.confirm());
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('Error al enviar la información de despacho');
      expect(alert).toHaveTextContent(OPERATIONS_MESSAGES.shippingNotAllowed);

      await user.click(field.confirm());
      await waitFor(() =>
        expect(within(dialog).getByRole('alert')).toHaveTextContent(
          'Error al enviar la información. Por favor, intenta nuevamente.',
        ),
      );
      expect(toaster.create).not.toHaveBeenCalled();
    });
  });
});
