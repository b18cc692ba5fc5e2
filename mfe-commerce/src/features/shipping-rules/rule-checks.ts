import type { ShippingRule } from '@platform/api/contracts';

/**
 * Another rule with the same price (spec 2 §4 "Duplicate price"), the active one first when
 * several share it; `exceptUuid` is the rule being edited.
 */
export function samePriceRule(
  rules: readonly ShippingRule[],
  price: number,
  exceptUuid: string | null,
): ShippingRule | null {
  const same = rules.filter((rule) => rule.uuid !== exceptUuid && rule.price === price);
  return same.find((rule) => rule.isActive) ?? same[0] ?? null;
}

export interface CommuneOverlap {
  commune: string;
  /** The prices of the other active rules that list it, cheapest first. */
  prices: number[];
}

/**
 * The chosen communes another active rule already lists (spec 2 §4 "Overlap"): only a warning,
 * since the client pays the cheapest rule (§5).
 */
export function overlappingCommunes(
  cities: readonly string[],
  rules: readonly ShippingRule[],
  exceptUuid: string | null,
): CommuneOverlap[] {
  const others = rules.filter((rule) => rule.isActive && rule.uuid !== exceptUuid);
  return cities.flatMap((commune) => {
    const prices = others
      .filter((rule) => rule.cities.includes(commune))
      .map((rule) => rule.price)
      .sort((a, b) => a - b);
    return prices.length > 0 ? [{ commune, prices: [...new Set(prices)] }] : [];
  });
}

/** `first`'s communes, then those of `second` it lacks (spec 2 §4 "Merge"). */
export function unionOfCities(first: readonly string[], second: readonly string[]): string[] {
  return [...new Set([...first, ...second])];
}
