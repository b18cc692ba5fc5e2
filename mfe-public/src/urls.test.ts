import {
  docsUrl,
  hasStoreFilters,
  helpUrl,
  readHelpSearch,
  readStoresSearch,
  storesSearchParams,
  storesUrl,
} from './urls';

describe('mfe-public URL helpers', () => {
  it('reads and writes the help search, ignoring unknown categories', () => {
    expect(readHelpSearch(new URLSearchParams('q=factura&category=pagos'))).toEqual({
      q: 'factura',
      category: 'pagos',
    });
    expect(readHelpSearch(new URLSearchParams('category=juguetes'))).toEqual({
      q: '',
      category: null,
    });
    expect(helpUrl({ q: 'dominio propio', category: 'personalizacion' })).toBe(
      '/help?q=dominio+propio&category=personalizacion',
    );
    expect(helpUrl()).toBe('/help');
  });

  it('reads and writes the store filters, leaving defaults out of the URL', () => {
    expect(
      readStoresSearch(new URLSearchParams('q=caf%C3%A9&category=Bebidas&featured=1')),
    ).toEqual({
      q: 'café',
      category: 'Bebidas',
      featured: true,
    });
    expect(readStoresSearch(new URLSearchParams('category=Todas&featured=yes'))).toEqual({
      q: '',
      category: null,
      featured: false,
    });
    expect(storesSearchParams({ q: '', category: null, featured: false }).toString()).toBe('');
    expect(storesUrl({ category: 'Alimentación', featured: true })).toBe(
      '/tiendas?category=Alimentaci%C3%B3n&featured=1',
    );
    expect(hasStoreFilters({ q: '  ', category: null, featured: false })).toBe(false);
    expect(hasStoreFilters({ q: '', category: null, featured: true })).toBe(true);
  });

  it('links to a docs section', () => {
    expect(docsUrl({}, 'embed-api')).toBe('/docs#embed-api');
    expect(docsUrl({ q: 'webpay' })).toBe('/docs?q=webpay');
  });
});
