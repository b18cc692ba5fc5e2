import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, inTurn, renderWithProviders } from '@platform/shared/testing';
import { CLIENT_ID, historyEntry } from '../fixtures';
import { ClientHistoryTab } from './ClientHistoryTab';

const HISTORY = `/clients/${CLIENT_ID}/history`;
const entries = () =>
  within(screen.getByRole('list', { name: 'Historial del cliente' })).getAllByRole('listitem');

describe('ClientHistoryTab', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a timeline newest first, each entry with its kind, detail and date and time', async () => {
    answer('get', HISTORY, {
      history: [
        historyEntry(2, { type: 'subscription_created', details: 'Se suscribió a Club del Café' }),
        historyEntry(5, { type: 'order_placed', details: 'Realizó la orden #1042' }),
        historyEntry(3, { type: 'quantity_changed', details: 'Cambió la cantidad de 1 a 2' }),
      ],
    });
    renderWithProviders(<ClientHistoryTab clientId={CLIENT_ID} />);

    await screen.findByRole('list', { name: 'Historial del cliente' });
    const [first, second, third] = entries();
    expect(within(first!).getByText('Orden realizada')).toBeInTheDocument();
    expect(within(first!).getByText('Realizó la orden #1042')).toBeInTheDocument();
    expect(within(first!).getByText('05-03-2026 09:00')).toBeInTheDocument();
    expect(within(second!).getByText('Cantidad modificada')).toBeInTheDocument();
    expect(within(third!).getByText('Suscripción creada')).toBeInTheDocument();
    // Each kind has its icon.
    expect(first!.querySelector('svg.lucide-shopping-cart')).not.toBeNull();
    expect(third!.querySelector('svg.lucide-calendar-plus')).not.toBeNull();
  });

  it('pages the timeline: 10 entries at first, 5, 10, 25 or 50 to choose', async () => {
    answer('get', HISTORY, {
      history: Array.from({ length: 12 }, (_, index) => historyEntry(index + 1)),
    });
    renderWithProviders(<ClientHistoryTab clientId={CLIENT_ID} />);
    await screen.findByRole('list', { name: 'Historial del cliente' });

    expect(entries()).toHaveLength(10);
    expect(within(entries()[0]!).getByText('Inicio de sesión 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(entries()).toHaveLength(2);
    expect(within(entries()[1]!).getByText('Inicio de sesión 1')).toBeInTheDocument();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Resultados por página' }),
      '25 por página',
    );
    expect(entries()).toHaveLength(12);
  });

  it('says when there is nothing yet', async () => {
    answer('get', HISTORY, { history: [] });
    renderWithProviders(<ClientHistoryTab clientId={CLIENT_ID} />);
    expect(
      await screen.findByRole('heading', { name: 'Sin actividad registrada' }),
    ).toBeInTheDocument();
  });

  it('shows its own load error, and Reintentar loads it again', async () => {
    answer(
      'get',
      HISTORY,
      inTurn(() => apiError(500, 'Falla'), { history: [historyEntry(1)] }),
    );
    renderWithProviders(<ClientHistoryTab clientId={CLIENT_ID} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al cargar el historial del cliente')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Inicio de sesión 1')).toBeInTheDocument();
  });
});
