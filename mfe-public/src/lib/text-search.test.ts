import { foldText, matchesSearch, searchTerms } from './text-search';

describe('text search', () => {
  it('ignores case and accents', () => {
    expect(foldText('Facturación ÁÉÍÓÚ Ñandú')).toBe('facturacion aeiou nandu');
    expect(
      matchesSearch(searchTerms('FACTURACION'), '¿Cómo descargo mis facturas de facturación?'),
    ).toBe(true);
  });

  it('needs every word, in any order', () => {
    const terms = searchTerms('  tarjeta   cambiar ');
    expect(terms).toEqual(['tarjeta', 'cambiar']);
    expect(matchesSearch(terms, '¿Cómo cambio', 'la tarjeta? Puedes cambiar…')).toBe(true);
    expect(matchesSearch(terms, 'Solo tarjeta')).toBe(false);
  });

  it('matches everything for a blank search', () => {
    expect(matchesSearch(searchTerms('   '), 'lo que sea')).toBe(true);
  });
});
