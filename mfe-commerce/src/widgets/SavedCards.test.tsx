import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answer,
  apiError,
  inTurn,
  renderWithProviders,
  type TurnReply,
} from '@platform/shared/testing';
import {
  addCardStart,
  CARD_IDS,
  cardList,
  mastercard,
  redcompra,
  visa,
  withDefault,
} from '../features/saved-cards/fixtures';
import SavedCards from './SavedCards';

const CARDS = '/payment-methods/credit-cards';

function renderCards(list: Parameters<typeof answer>[2] = cardList(visa, mastercard, redcompra)) {
  const loads = answer('get', CARDS, list);
  renderWithProviders(<SavedCards />);
  return { loads };
}

const cardList$ = () => screen.findByRole('list', { name: 'Tarjetas guardadas' });
const rowOf = (list: HTMLElement, text: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((row) => row.textContent?.includes(text)) as HTMLElement;
const defaultBadges = () => screen.queryAllByText('Predeterminada');

describe('SavedCards widget', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lists each card by brand and last four digits, the default one marked', async () => {
    renderCards();
    expect(screen.getByRole('status', { name: 'Cargando tus tarjetas...' })).toBeInTheDocument();
    const list = await cardList$();
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Visa•••• 4242terminada en 4242Predeterminada');
    expect(rows[0]).toHaveTextContent('Agregada el 14-03-2025');
    expect(within(rows[1]!).getByText('•••• 5100')).toBeInTheDocument();
    expect(defaultBadges()).toHaveLength(1);
    // The default card cannot be made the default again; every card can be deleted.
    expect(
      within(rows[0]!).queryByRole('button', { name: /Hacer predeterminada/ }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Hacer predeterminada la tarjeta Mastercard terminada en 5100',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Eliminar tarjeta / })).toHaveLength(3);
  });

  it('says when there is no card yet, and still offers to add one', async () => {
    renderCards(cardList());
    expect(
      await screen.findByRole('heading', { name: 'No tienes tarjetas guardadas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar tarjeta' })).toBeInTheDocument();
  });

  it('says the list failed to load and tries again on request', async () => {
    const { loads } = renderCards(inTurn(() => apiError(500), cardList(visa)));
    expect(await screen.findByText('Error al cargar las tarjetas de crédito')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await cardList$()).toHaveTextContent('Visa');
    expect(loads.requests).toHaveLength(2);
  });

  it('makes another card the default, leaving exactly one default badge', async () => {
    const before = cardList(visa, mastercard, redcompra);
    renderCards(before);
    const saved = answer(
      'put',
      `${CARDS}/:id/set-default`,
      withDefault(before, CARD_IDS.mastercard),
    );
    await cardList$();

    await userEvent.click(
      screen.getByRole('button', {
        name: 'Hacer predeterminada la tarjeta Mastercard terminada en 5100',
      }),
    );

    await waitFor(() =>
      expect(rowOf(screen.getByRole('list'), 'Mastercard')).toHaveTextContent('Predeterminada'),
    );
    expect(defaultBadges()).toHaveLength(1);
    expect(rowOf(screen.getByRole('list'), 'Visa')).not.toHaveTextContent('Predeterminada');
    expect(saved.requests).toHaveLength(1);
    expect(saved.requests[0]!.url.pathname).toBe(
      `/api/payment-methods/credit-cards/${CARD_IDS.mastercard}/set-default`,
    );
    expect(saved.requests[0]!.body).toEqual({ isDefault: true });
    expect(
      screen.getByText('Mastercard terminada en 5100 es ahora tu tarjeta predeterminada'),
    ).toBeInTheDocument();
    // Its 'Hacer predeterminada' button is gone; the focus stays on the card.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Eliminar tarjeta Mastercard terminada en 5100' }),
      ).toHaveFocus(),
    );
  });

  it('says under the card when it could not be made the default', async () => {
    renderCards();
    answer('put', `${CARDS}/:id/set-default`, () => apiError(500));
    const list = await cardList$();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Hacer predeterminada la tarjeta Redcompra terminada en 0007',
      }),
    );
    const alert = await within(rowOf(list, 'Redcompra')).findByRole('alert');
    expect(alert).toHaveTextContent('Error al establecer la tarjeta como predeterminada');
    expect(defaultBadges()).toHaveLength(1);
    expect(rowOf(list, 'Visa')).toHaveTextContent('Predeterminada');
  });

  it('deletes the default card after confirming, and the first remaining one takes over', async () => {
    renderCards(cardList(visa, mastercard, redcompra));
    const removed = answer(
      'delete',
      `${CARDS}/:id`,
      cardList({ ...mastercard, isDefault: true }, redcompra),
    );
    await cardList$();

    await userEvent.click(
      screen.getByRole('button', { name: 'Eliminar tarjeta Visa terminada en 4242' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar tarjeta' });
    expect(dialog).toHaveTextContent('¿Eliminar la tarjeta Visa •••• 4242?');
    expect(dialog).toHaveTextContent(
      'Es tu tarjeta predeterminada: la primera de las tarjetas restantes pasará a ser la predeterminada.',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar tarjeta' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(removed.requests).toHaveLength(1);
    expect(removed.requests[0]!.url.pathname).toBe(
      `/api/payment-methods/credit-cards/${CARD_IDS.visa}`,
    );
    const list = screen.getByRole('list', { name: 'Tarjetas guardadas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).not.toHaveTextContent('Visa');
    expect(rowOf(list, 'Mastercard')).toHaveTextContent('Predeterminada');
    expect(defaultBadges()).toHaveLength(1);
    expect(screen.getByText('Eliminaste la tarjeta Visa terminada en 4242')).toBeInTheDocument();
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    renderCards();
    const removed = answer('delete', `${CARDS}/:id`, cardList(visa));
    await cardList$();
    await userEvent.click(
      screen.getByRole('button', { name: 'Eliminar tarjeta Redcompra terminada en 0007' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar tarjeta' });
    expect(dialog).not.toHaveTextContent('predeterminada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(removed.requests).toHaveLength(0);
    expect(within(await cardList$()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('keeps the dialog open with the reason when the delete fails', async () => {
    renderCards();
    answer('delete', `${CARDS}/:id`, () => apiError(500, 'Error interno del servidor'));
    await cardList$();
    await userEvent.click(
      screen.getByRole('button', { name: 'Eliminar tarjeta Visa terminada en 4242' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar tarjeta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar tarjeta' }));
    expect(await within(dialog).findByText('Error al eliminar la tarjeta')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Error interno del servidor');
    // Behind the open dialog (hidden from the accessibility tree), the list is untouched.
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(3);
  });

  describe('Agregar tarjeta', () => {
    function captureFormPosts() {
      const posted: HTMLFormElement[] = [];
      jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
        this: HTMLFormElement,
      ) {
        posted.push(this);
      });
      return posted;
    }

    it('posts a hidden form with TBK_TOKEN to the card provider’s page', async () => {
      const posted = captureFormPosts();
      renderCards();
      const started = answer('post', '/payment-methods/oneclick/add-card', addCardStart);
      await cardList$();

      await userEvent.click(screen.getByRole('button', { name: 'Agregar tarjeta' }));

      await waitFor(() => expect(posted).toHaveLength(1));
      expect(started.requests).toHaveLength(1);
      const [form] = posted as [HTMLFormElement];
      expect(form.method).toBe('post');
      expect(form.action).toBe(addCardStart.url_webpay);
      expect(form).not.toBeVisible();
      const fields = [...form.elements] as HTMLInputElement[];
      expect(fields).toHaveLength(1);
      expect(fields[0]).toHaveAttribute('type', 'hidden');
      expect(fields[0]).toHaveAttribute('name', 'TBK_TOKEN');
      expect(fields[0]).toHaveValue(addCardStart.token);
      // The browser is on its way: a second enrolment cannot be started meanwhile.
      expect(screen.getByRole('button', { name: /Conectando con Webpay/ })).toBeDisabled();
    });

    const invalid = 'Respuesta inválida del servidor de pagos';
    const clientError = (status: number) =>
      `Error del cliente (${status}): No se pudo conectar con el procesador de pagos`;
    const serverError = (status: number) =>
      `Error del servidor (${status}): Servicio temporalmente no disponible`;
    it.each<[string, TurnReply, string]>([
      ['without a token', { url_webpay: addCardStart.url_webpay }, invalid],
      ['without the provider’s URL', { token: addCardStart.token }, invalid],
      ['with a 403', () => apiError(403), clientError(403)],
      ['with a 422', () => apiError(422), clientError(422)],
      ['with a 500', () => apiError(500), serverError(500)],
      ['with a 503', () => apiError(503), serverError(503)],
    ])(
      'explains the failure next to the button when the api answers %s',
      async (_case, reply, text) => {
        const posted = captureFormPosts();
        renderCards();
        answer('post', '/payment-methods/oneclick/add-card', inTurn(reply));
        await cardList$();

        await userEvent.click(screen.getByRole('button', { name: 'Agregar tarjeta' }));

        expect(await screen.findByRole('alert')).toHaveTextContent(text);
        expect(posted).toHaveLength(0);
        expect(screen.getByRole('button', { name: 'Agregar tarjeta' })).toBeEnabled();
      },
    );
  });
});
