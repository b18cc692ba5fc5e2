import { salesMovements } from './fixtures';
import {
  daysWithData,
  filterTransactions,
  newestFirst,
  statementTotals,
  transactionDay,
} from './statement-rows';

describe('statement rows', () => {
  const sorted = newestFirst(salesMovements);

  it('sorts newest first and knows the days with movements (Santiago)', () => {
    expect(sorted.map((t) => t.description)[0]).toBe('Venta orden #1003 · Molinillo manual');
    expect(sorted.at(-1)?.description).toBe('Venta orden #1001 · Plan Café Mensual');
    expect(salesMovements.map(transactionDay)).toEqual([3, 3, 5, 12, 12, 20]);
    expect([...daysWithData(sorted)].sort((a, b) => a - b)).toEqual([3, 5, 12, 20]);
  });

  it('filters by day and type, income being credits and expense debits', () => {
    expect(filterTransactions(sorted, { day: 12, type: 'all' })).toHaveLength(2);
    expect(filterTransactions(sorted, { day: null, type: 'income' })).toHaveLength(3);
    expect(filterTransactions(sorted, { day: 3, type: 'expense' }).map((t) => t.category)).toEqual([
      'payment_fee',
    ]);
    expect(filterTransactions(sorted, { day: 4, type: 'all' })).toEqual([]);
  });

  it('totals the credits and debits shown, the balance being that after the newest', () => {
    expect(statementTotals(sorted)).toEqual({
      credits: 49980,
      debits: 40990,
      balance: 8990,
      balanceAt: sorted[0]?.date,
    });
    expect(statementTotals(filterTransactions(sorted, { day: 12, type: 'all' }))).toMatchObject({
      credits: 15000,
      debits: 15000,
      balance: 0,
    });
    expect(statementTotals([])).toEqual({ credits: 0, debits: 0, balance: null, balanceAt: null });
  });
});
