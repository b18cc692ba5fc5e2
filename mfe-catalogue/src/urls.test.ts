import {
  DEFAULT_PRODUCT_SEARCH,
  hasActiveFilters,
  productSearchParams,
  readProductSearch,
  toProductListQuery,
} from './urls';

const CATEGORY = '7d1f6a52-1c5e-4a8b-9f41-0a2b3c4d5e61';

describe('products page urls', () => {
  it('reads every parameter of the spec and writes it back, in the table order', () => {
    const query =
      `search=caf%C3%A9&category=${CATEGORY}&priceMin=1000&priceMax=20000&stockStatus=low-stock` +
      '&type=pack&requiresMembership=yes&visibility=hidden&archived=all&page=3&perPage=25' +
      '&sortField=price&sortDirection=desc';
    const search = readProductSearch(new URLSearchParams(query));
    expect(search).toEqual({
      search: 'café',
      category: CATEGORY,
      priceMin: 1000,
      priceMax: 20000,
      stockStatus: 'low-stock',
      type: 'pack',
      requiresMembership: 'yes',
      visibility: 'hidden',
      archived: 'all',
      page: 3,
      perPage: 25,
      sortField: 'price',
      sortDirection: 'desc',
    });
    expect(productSearchParams(search).toString()).toBe(query);
  });

  it('leaves the defaults out of the URL', () => {
    expect(productSearchParams(DEFAULT_PRODUCT_SEARCH).toString()).toBe('');
    // The dashboard's low-stock link: ascending is the default order.
    const lowStock = readProductSearch(
      new URLSearchParams('stockStatus=low-stock&sortField=stock&sortDirection=asc'),
    );
    expect(productSearchParams(lowStock).toString()).toBe('stockStatus=low-stock&sortField=stock');
  });

  it('reads an unknown value as its default', () => {
    const search = readProductSearch(
      new URLSearchParams(
        'search=%20%20&category=12&priceMin=-5&priceMax=1e3&stockStatus=poco&type=kit' +
          '&requiresMembership=si&visibility=todos&archived=maybe&page=0&perPage=7' +
          '&sortField=createdAt&sortDirection=up',
      ),
    );
    expect(search).toEqual(DEFAULT_PRODUCT_SEARCH);
    expect(readProductSearch(new URLSearchParams('page=2.5&perPage=1000'))).toMatchObject({
      page: 1,
      perPage: 10,
    });
    expect(readProductSearch(new URLSearchParams(`search=${'a'.repeat(101)}`)).search).toBe('');
  });

  it('keeps parameters that are not the page’s own', () => {
    const params = productSearchParams(
      { ...DEFAULT_PRODUCT_SEARCH, type: 'pack' },
      new URLSearchParams('tour=products&type=product&page=4'),
    );
    expect(params.toString()).toBe('tour=products&type=pack');
  });

  it('builds the api query with every parameter and tells filters from sorting', () => {
    const search = { ...DEFAULT_PRODUCT_SEARCH, search: ' café ', sortField: 'stock' as const };
    expect(toProductListQuery(search)).toEqual({
      search: 'café',
      stockStatus: 'all',
      type: 'all',
      requiresMembership: 'all',
      visibility: 'all',
      archived: 'no',
      page: 1,
      perPage: 10,
      sortField: 'stock',
      sortDirection: 'asc',
    });
    expect(hasActiveFilters(search)).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_PRODUCT_SEARCH, sortField: 'price', page: 4 })).toBe(
      false,
    );
    expect(hasActiveFilters({ ...DEFAULT_PRODUCT_SEARCH, archived: 'all' })).toBe(true);
  });
});
