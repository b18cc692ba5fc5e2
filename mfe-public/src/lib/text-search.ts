/** Lower case without accents, so 'facturación' is found by 'Facturacion' (and the reverse). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The words of a search, folded; empty for a blank search. */
export function searchTerms(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

/** True when every word of the search appears somewhere in the texts (any order). */
export function matchesSearch(terms: string[], ...texts: string[]): boolean {
  if (!terms.length) return true;
  const haystack = foldText(texts.join(' '));
  return terms.every((term) => haystack.includes(term));
}
