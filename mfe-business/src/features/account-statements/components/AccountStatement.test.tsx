import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, inTurn, renderWithProviders } from '@platform/shared/testing';
import { useLocation } from '@platform/shared';
import { currentMonth, monthLabel, shiftMonth } from '../../../lib/months';
import {
  LAST_MONTH,
  LAST_PERIOD,
  manyMovements,
  ORDER_1,
  salesMovements,
  statementOf,
} from '../fixtures';
import { AccountStatement } from './AccountStatement';

const SALES = '/business/account-statement/sales';
const COMMISSION = '/business/account-statement/commission';

/** The query string the page keeps, shown so a test can read it. */
function Location() {
  return <output aria-label="URL">{useLocation().search}</output>;
}

function renderStatement(route: string) {
  return renderWithProviders(
    <>
      <AccountStatement />
      <Location />
    </>,
    { route },
  );
}

const url = () => screen.getByRole('status', { name: 'URL' }).textContent;
const table = () => screen.getByRole('table', { name: 'Movimientos' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const totals = () =>
  within(screen.getByRole('region', { name: 'Resumen' }))
    .getAllByText(/^\$/)
    .map((element) => element.textContent);

describe('AccountStatement', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("titles the page after its path: 'Cartola de Ventas', 'Cartola de Comisiones', else 'Estado de cuenta'", async () => {
    const sales = answer('get', '/business/account-statement/sales', statementOf([]));
    const { unmount } = renderStatement(SALES);
    expect(screen.getByRole('heading', { level: 1, name: 'Cartola de Ventas' })).toBeVisible();
    await screen.findByRole('heading', { name: 'No hay movimientos' });
    expect(sales.requests[0]?.url.searchParams.get('period')).toBe(
      `${currentMonth().slice(5)}-${currentMonth().slice(0, 4)}`,
    );
    unmount();

    const commission = answer(
      'get',
      '/business/account-statement/commission',
      statementOf([], 'commission'),
    );
    renderStatement(`${COMMISSION}?month=${LAST_MONTH}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Cartola de Comisiones' })).toBeVisible();
    expect(
      await screen.findByText(`No hay movimientos registrados en ${monthLabel(LAST_MONTH)}.`),
    ).toBeVisible();
    expect(commission.requests[0]?.url.searchParams.get('period')).toBe(LAST_PERIOD);
  });

  it("says 'Estado de cuenta' on any other path", async () => {
    answer('get', '/business/account-statement/sales', statementOf([]));
    renderStatement('/business/account-statement');
    expect(screen.getByRole('heading', { level: 1, name: 'Estado de cuenta' })).toBeVisible();
    await screen.findByRole('heading', { name: 'No hay movimientos' });
  });

  it('shows the month newest first with its totals, balance and links to the orders', async () => {
    answer('get', '/business/account-statement/sales', statementOf(salesMovements));
    renderStatement(`${SALES}?month=${LAST_MONTH}`);
    await screen.findByRole('table', { name: 'Movimientos' });
    expect(bodyRows()).toHaveLength(6);
    expect(within(bodyRows()[0]!).getByText('Venta orden #1003 · Molinillo manual')).toBeVisible();
    const oldest = bodyRows()[5]!;
    expect(within(oldest).getByText('Venta de suscripción')).toBeVisible();
    expect(within(oldest).getByRole('link', { name: /^Ver orden/ })).toHaveAttribute(
      'href',
      `/orders/${ORDER_1}`,
    );
    // Abonos, Cargos, Saldo.
    expect(totals()).toEqual(['$49.980', '$40.990', '$8.990']);
    expect(screen.getByText('6 movimientos')).toBeVisible();
  });

  it('filters a day (days without movements disabled) and a type, and the totals follow', async () => {
    answer('get', '/business/account-statement/sales', statementOf(salesMovements));
    const user = userEvent.setup();
    renderStatement(`${SALES}?month=${LAST_MONTH}`);
    await screen.findByRole('table', { name: 'Movimientos' });
    const day = screen.getByRole('combobox', { name: 'Día' });
    expect(within(day).getByRole('option', { name: '4 (sin datos)' })).toBeDisabled();
    expect(within(day).getByRole('option', { name: '12' })).toBeEnabled();

    await user.selectOptions(day, '12');
    expect(bodyRows()).toHaveLength(2);
    expect(totals()).toEqual(['$15.000', '$15.000', '$0']);
    expect(url()).toBe(`?month=${LAST_MONTH}&day=12`);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo de movimiento' }),
      'expense',
    );
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0]!).getByText('Reembolso orden #1002')).toBeVisible();
    expect(totals()).toEqual(['$0', '$15.000', '$0']);
    expect(url()).toBe(`?month=${LAST_MONTH}&day=12&type=expense`);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo de movimiento' }),
      'income',
    );
    await user.selectOptions(day, '5');
    expect(screen.getByRole('heading', { name: 'No hay movimientos' })).toBeVisible();
    expect(
      screen.getByText(
        `No hay ingresos registrados el 05-${LAST_MONTH.slice(5)}-${LAST_MONTH.slice(0, 4)}.`,
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(bodyRows()).toHaveLength(6);
    expect(url()).toBe(`?month=${LAST_MONTH}`);
  });

  it('walks back and forth between months, never past the current one, each with every day', async () => {
    const load = answer('get', '/business/account-statement/sales', (request) => {
      const period = request.url.searchParams.get('period') ?? '';
      return Response.json(
        statementOf(period === LAST_PERIOD ? salesMovements : [], 'sales', period),
      );
    });
    const user = userEvent.setup();
    renderStatement(`${SALES}?day=1`);
    const next = screen.getByRole('button', { name: 'Mes siguiente' });
    expect(next).toBeDisabled();
    expect(screen.getByText(monthLabel(currentMonth()))).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(await screen.findByRole('table', { name: 'Movimientos' })).toBeVisible();
    expect(screen.getByText(monthLabel(LAST_MONTH))).toBeVisible();
    expect(url()).toBe(`?month=${LAST_MONTH}`);
    expect(next).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(screen.getByText(monthLabel(shiftMonth(LAST_MONTH, -1)))).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(url()).toBe('');
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeDisabled();
    // Never a month after the current one (a month seen again may be asked again).
    await waitFor(() =>
      expect([...new Set(load.requests.map((r) => r.url.searchParams.get('period')))]).toEqual([
        `${currentMonth().slice(5)}-${currentMonth().slice(0, 4)}`,
        LAST_PERIOD,
        `${shiftMonth(LAST_MONTH, -1).slice(5)}-${shiftMonth(LAST_MONTH, -1).slice(0, 4)}`,
      ]),
    );
  });

  it('pages 10 by default, with 5, 10, 25, 50 and 100 a page', async () => {
    answer('get', '/business/account-statement/sales', statementOf(manyMovements));
    const user = userEvent.setup();
    renderStatement(`${SALES}?month=${LAST_MONTH}`);
    await screen.findByRole('table', { name: 'Movimientos' });
    expect(bodyRows()).toHaveLength(10);
    const size = screen.getByRole('combobox', { name: 'Resultados por página' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '5 por página',
      '10 por página',
      '25 por página',
      '50 por página',
      '100 por página',
    ]);
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(bodyRows()).toHaveLength(3);
    expect(url()).toBe(`?month=${LAST_MONTH}&page=3`);
    await user.selectOptions(size, '25');
    expect(bodyRows()).toHaveLength(23);
    expect(url()).toBe(`?month=${LAST_MONTH}&perPage=25`);
  });

  it('says the load failed and tries again on request', async () => {
    const load = answer(
      'get',
      '/business/account-statement/sales',
      inTurn(() => apiError(500), statementOf(salesMovements)),
    );
    const user = userEvent.setup();
    renderStatement(`${SALES}?month=${LAST_MONTH}`);
    expect(
      await screen.findByText('Error al cargar los movimientos. Por favor, intenta nuevamente.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Movimientos' })).toBeVisible();
    expect(load.requests).toHaveLength(2);
  });
});
