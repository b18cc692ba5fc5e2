import { CHILE_COMMUNES_BY_REGION } from '@platform/shared/constants';

export interface RegionCommunes {
  region: string;
  /** The region's communes that match, in the official order. */
  communes: readonly string[];
  /** How many communes the region has in all. */
  total: number;
}

/** Lower case, no accents (ñ reads as n), single spaces: 'ÑUÑOA ' and 'nunoa' meet. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const INDEX = CHILE_COMMUNES_BY_REGION.map(({ region, communes }) => ({
  region,
  communes,
  keys: communes.map(searchKey),
}));

/**
 * The regions, north to south, with the communes whose name contains `query` (case and accents
 * ignored); an empty query keeps every commune, a region without a match is left out.
 */
export function communesMatching(query: string): RegionCommunes[] {
  const wanted = searchKey(query);
  return INDEX.flatMap(({ region, communes, keys }) => {
    const found = wanted ? communes.filter((_, index) => keys[index]!.includes(wanted)) : communes;
    return found.length > 0 ? [{ region, communes: found, total: communes.length }] : [];
  });
}
