import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, inTurn, renderWithProviders } from '@platform/shared/testing';
import {
  CLIENT_ID,
  groundCoffee,
  includedBeans,
  membership,
  subscription,
  tastingPack,
} from '../fixtures';
import { ClientSubscriptionsTab } from './ClientSubscriptionsTab';

const SUBSCRIPTIONS = `/clients/${CLIENT_ID}/subscriptions`;
const group = (name: string) => screen.getByRole('region', { name });

describe('ClientSubscriptionsTab', () => {
  // The dialog's overlay code loads on first use; its first import is slow in jsdom.
  beforeAll(async () => {
    await import('@platform/shared/overlays');
  }, 60_000);
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows memberships with their products nested, then packs', async () => {
    answer('get', SUBSCRIPTIONS, { subscriptions: [tastingPack, includedBeans, membership] });
    renderWithProviders(<ClientSubscriptionsTab clientId={CLIENT_ID} />);

    const memberships = await screen.findByRole('region', { name: 'Membresías' });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Membresías', 'Packs']);
    // With every product inside the membership, there is no 'Productos Recurrentes' list.
    expect(screen.queryByRole('region', { name: 'Productos Recurrentes' })).not.toBeInTheDocument();

    const club = within(memberships).getAllByRole('listitem')[0]!;
    expect(within(club).getByText('Club del Café')).toBeInTheDocument();
    expect(within(club).getAllByText('Activa')).toHaveLength(2);
    expect(within(club).getByText('$19.990')).toBeInTheDocument();
    const included = within(club).getByRole('list', {
      name: 'Productos incluidos: Club del Café',
    });
    expect(within(included).getByText('Café de Grano 500 g')).toBeInTheDocument();
    expect(within(included).getByText('x2 unidades')).toBeInTheDocument();
    expect(within(included).getByText('$8.990')).toBeInTheDocument();

    const pack = within(group('Packs')).getByRole('listitem');
    expect(within(pack).getByText('Pack Degustación')).toBeInTheDocument();
    expect(within(pack).getByText('Pausada')).toBeInTheDocument();
    expect(within(pack).getByText('10-01-2026')).toBeInTheDocument();
    expect(within(pack).getByText('Sin cobro programado')).toBeInTheDocument();
    expect(within(pack).queryByText(/unidades/)).not.toBeInTheDocument();
    expect(
      within(pack).getByText('No requiere despacho (servicio, producto digital o entrega manual)'),
    ).toBeInTheDocument();
    expect(within(pack).queryByRole('button', { name: /Requiere despacho/ })).toBeNull();
  });

  it("lists the products of a client without a membership as 'Productos Recurrentes'", async () => {
    answer('get', SUBSCRIPTIONS, { subscriptions: [groundCoffee, tastingPack] });
    renderWithProviders(<ClientSubscriptionsTab clientId={CLIENT_ID} />);

    const recurring = await screen.findByRole('region', { name: 'Productos Recurrentes' });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Packs', 'Productos Recurrentes']);
    const item = within(recurring).getByRole('listitem');
    expect(within(item).getByText('Café Molido 250 g')).toBeInTheDocument();
    expect(within(item).getByText('01-02-2026')).toBeInTheDocument();
    expect(within(item).getByText('01-03-2026')).toBeInTheDocument();
    expect(within(item).getByText('$5.990')).toBeInTheDocument();
  });

  it("opens the shipping address of 'Requiere despacho' with its map and link", async () => {
    answer('get', SUBSCRIPTIONS, { subscriptions: [groundCoffee] });
    renderWithProviders(<ClientSubscriptionsTab clientId={CLIENT_ID} />);

    const opener = await screen.findByRole('button', {
      name: 'Requiere despacho de Café Molido 250 g',
    });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Dirección de despacho' });
    expect(within(dialog).getByText('Despacho de Café Molido 250 g')).toBeInTheDocument();
    for (const text of [
      'Camila Rojas',
      '+56 9 1234 5678',
      'Av. Providencia 1234',
      'Depto 502',
      'Providencia',
      'Metropolitana',
      'Dejar en conserjería',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }

    const query = 'Av.%20Providencia%201234%2C%20Providencia%2C%20Metropolitana%2C%20Chile';
    const map = within(dialog).getByTitle(
      'Mapa de Av. Providencia 1234, Providencia, Metropolitana, Chile',
    );
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', `https://www.google.com/maps?q=${query}&output=embed`);
    expect(map).toHaveAttribute('loading', 'lazy');
    const link = within(dialog).getByRole('link', {
      name: 'Abrir en Google Maps (se abre en una pestaña nueva)',
    });
    expect(link).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${query}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('says so when the shipping address is no longer there', async () => {
    answer('get', SUBSCRIPTIONS, {
      subscriptions: [subscription({ shippingAddress: null })],
    });
    renderWithProviders(<ClientSubscriptionsTab clientId={CLIENT_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: /Requiere despacho/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dirección de despacho' });
    expect(
      within(dialog).getByText('La dirección de despacho ya no está disponible.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it("says 'No hay suscripciones' when there are none", async () => {
    answer('get', SUBSCRIPTIONS, { subscriptions: [] });
    renderWithProviders(<ClientSubscriptionsTab clientId={CLIENT_ID} />);
    expect(
      await screen.findByRole('heading', { name: 'No hay suscripciones' }),
    ).toBeInTheDocument();
  });

  it('shows its own load error, and Reintentar loads them again', async () => {
    answer(
      'get',
      SUBSCRIPTIONS,
      inTurn(() => apiError(500, 'Falla'), { subscriptions: [groundCoffee] }),
    );
    renderWithProviders(<ClientSubscriptionsTab clientId={CLIENT_ID} />);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Error al cargar las suscripciones del cliente'),
    ).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Café Molido 250 g')).toBeInTheDocument();
  });
});
