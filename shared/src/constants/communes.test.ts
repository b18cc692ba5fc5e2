import { CHILE_REGIONS } from '../validation/billing-info';
import {
  CHILE_COMMUNES,
  CHILE_COMMUNES_BY_REGION,
  canonicalCommune,
  isChileanCommune,
  regionOfCommune,
} from './index';
// The seed is plain data; its communes must be ones the api accepts in a shipping rule.
import { DEMO_STORE, OTRA_STORE } from '../../../api/src/db/seed-data';

describe('Chile communes', () => {
  it('lists the 16 regions with the names and order of CHILE_REGIONS', () => {
    expect(CHILE_COMMUNES_BY_REGION.map((entry) => entry.region)).toEqual([...CHILE_REGIONS]);
  });

  it('has the official number of communes in each region', () => {
    const counts = CHILE_COMMUNES_BY_REGION.map((entry) => entry.communes.length);
    expect(counts).toEqual([4, 7, 9, 9, 15, 38, 52, 33, 30, 21, 33, 32, 12, 30, 10, 11]);
  });

  it('has 346 unique communes, sorted es-CL in the flat list', () => {
    expect(CHILE_COMMUNES).toHaveLength(346);
    expect(new Set(CHILE_COMMUNES).size).toBe(346);
    expect([...CHILE_COMMUNES].sort((a, b) => a.localeCompare(b, 'es-CL'))).toEqual(CHILE_COMMUNES);
    expect(CHILE_COMMUNES[0]).toBe('Algarrobo');
  });

  it('returns the official spelling ignoring case, accents and surrounding spaces', () => {
    expect(canonicalCommune('  nunoa ')).toBe('Ñuñoa');
    expect(canonicalCommune('VINA DEL MAR')).toBe('Viña del Mar');
    expect(canonicalCommune('los angeles')).toBe('Los Ángeles');
    expect(canonicalCommune('o’higgins')).toBe("O'Higgins");
    expect(canonicalCommune('La Calera')).toBe('Calera');
    expect(canonicalCommune('Gotham')).toBeUndefined();
    expect(canonicalCommune('')).toBeUndefined();
    expect(isChileanCommune('maipu')).toBe(true);
    expect(isChileanCommune('Mendoza')).toBe(false);
  });

  it('knows the region of a commune', () => {
    expect(regionOfCommune('Providencia')).toBe('Región Metropolitana de Santiago');
    expect(regionOfCommune('chillan')).toBe('Región de Ñuble');
    expect(regionOfCommune('Los Lagos')).toBe('Región de Los Ríos');
    expect(regionOfCommune('Atlantis')).toBeUndefined();
  });

  it('accepts, unchanged, every commune the seed uses', () => {
    const seeded = [DEMO_STORE, OTRA_STORE].flatMap((store) => [
      ...store.shippingRules.flatMap((rule) => rule.cities),
      ...store.communes.map(([commune]) => commune),
    ]);
    expect(seeded.length).toBeGreaterThan(0);
    for (const commune of seeded) expect(canonicalCommune(commune)).toBe(commune);
  });
});
