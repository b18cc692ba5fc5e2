import {
  clientSearchParams,
  DEFAULT_CLIENT_SEARCH,
  hasActiveFilters,
  readClientSearch,
  toClientListQuery,
} from './urls';

describe('the clients page URL', () => {
  it('reads every value, and unknown or out-of-range ones as their defaults', () => {
    expect(
      readClientSearch(
        new URLSearchParams(
          'search=rojas&status=pending&sortBy=totalSpent&sortDirection=asc&page=4',
        ),
      ),
    ).toEqual({
      search: 'rojas',
      status: 'pending',
      sortBy: 'totalSpent',
      sortDirection: 'asc',
      page: 4,
    });
    expect(
      readClientSearch(
        new URLSearchParams(`search=${'x'.repeat(101)}&status=vip&sortBy=rut&page=0`),
      ),
    ).toEqual(DEFAULT_CLIENT_SEARCH);
    expect(readClientSearch(new URLSearchParams('search=%20%20'))).toEqual(DEFAULT_CLIENT_SEARCH);
  });

  it('writes only what differs from the defaults, keeping parameters that are not its own', () => {
    expect(clientSearchParams(DEFAULT_CLIENT_SEARCH).toString()).toBe('');
    expect(
      clientSearchParams(
        { ...DEFAULT_CLIENT_SEARCH, status: 'active', page: 2 },
        new URLSearchParams('page=9&utm=x'),
      ).toString(),
    ).toBe('utm=x&status=active&page=2');
  });

  it('asks the api for ten clients a page, the search trimmed', () => {
    const search = { ...DEFAULT_CLIENT_SEARCH, search: '  Camila ' };
    expect(toClientListQuery(search)).toEqual({
      search: 'Camila',
      status: 'all',
      sortBy: 'createdAt',
      sortDirection: 'desc',
      page: 1,
      perPage: 10,
    });
    expect(hasActiveFilters(search)).toBe(true);
    expect(hasActiveFilters(DEFAULT_CLIENT_SEARCH)).toBe(false);
  });
});
