/**
 * The subdomain derived from a store name (spec 1 §5.3): lowercase, accents removed,
 * non-alphanumerics turned to hyphens, repeated hyphens collapsed, edge hyphens trimmed.
 * 'Café & Té Ñuñoa' → 'cafe-te-nunoa'.
 */
export function deriveSubdomain(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Capitalises the first letter of every word and leaves the rest as typed (so acronyms and
 * the spaces of a value still being typed survive): 'mi tienda SPA' → 'Mi Tienda SPA'.
 */
export function capitalizeWords(value: string): string {
  return value.replace(
    /(^|\s)(\p{Ll})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );
}
