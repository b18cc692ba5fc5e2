import {
  readInvoiceSearch,
  readStatementSearch,
  invoiceSearchParams,
  statementSearchParams,
} from './urls';

// 02:30 UTC on 1 December is still 30 November in Santiago.
const NOW = new Date('2026-12-01T02:30:00.000Z');
const read = (query: string) => readStatementSearch(new URLSearchParams(query), NOW);

describe('the statement URL state', () => {
  it('defaults to every movement of the current month in Santiago, 10 a page', () => {
    expect(read('')).toEqual({ month: '2026-11', day: null, type: 'all', page: 1, perPage: 10 });
    expect(statementSearchParams(read(''), undefined, NOW).toString()).toBe('');
  });

  it('reads a month up to the current one, a day of it, a type, a page and a page size', () => {
    expect(read('month=2026-02&day=28&type=expense&page=3&perPage=25')).toEqual({
      month: '2026-02',
      day: 28,
      type: 'expense',
      page: 3,
      perPage: 25,
    });
  });

  it('reads what it does not know as the default', () => {
    expect(read('month=2026-12&day=31&type=todo&page=0&perPage=20')).toEqual(read(''));
    expect(read('month=1999-12').month).toBe('2026-11');
    expect(read('month=2026-13').month).toBe('2026-11');
    expect(read('month=2026-02&day=29').day).toBeNull();
    expect(read('month=2024-02&day=29').day).toBe(29);
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const params = statementSearchParams(
      { month: '2026-10', day: 5, type: 'income', page: 2, perPage: 100 },
      new URLSearchParams('tour=1&day=9'),
      NOW,
    );
    expect(params.toString()).toBe('tour=1&month=2026-10&day=5&type=income&page=2&perPage=100');
  });
});

describe('the invoices URL state', () => {
  it('keeps the page, 1 by default', () => {
    expect(readInvoiceSearch(new URLSearchParams('page=2'))).toEqual({ page: 2 });
    expect(readInvoiceSearch(new URLSearchParams('page=x'))).toEqual({ page: 1 });
    expect(invoiceSearchParams({ page: 1 }, new URLSearchParams('page=3')).toString()).toBe('');
    expect(invoiceSearchParams({ page: 2 }).toString()).toBe('page=2');
  });
});
