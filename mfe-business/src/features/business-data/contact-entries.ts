/**
 * Phones and e-mails keep exactly one default (spec 3 §4 "Contact phones and e-mails"): the first
 * one added is the default, choosing a default is exclusive, and deleting the default makes the
 * first remaining one the default.
 */
interface Defaultable {
  isDefault: boolean;
}

export function withAdded<T extends Defaultable>(list: T[], entry: Omit<T, 'isDefault'>): T[] {
  return [...list, { ...entry, isDefault: list.length === 0 } as T];
}

export function withRemoved<T extends Defaultable>(list: T[], index: number): T[] {
  const rest = list.filter((_, position) => position !== index);
  if (rest.length > 0 && !rest.some((entry) => entry.isDefault)) {
    return rest.map((entry, position) => ({ ...entry, isDefault: position === 0 }));
  }
  return rest;
}

export function withDefault<T extends Defaultable>(list: T[], index: number): T[] {
  return list.map((entry, position) => ({ ...entry, isDefault: position === index }));
}
