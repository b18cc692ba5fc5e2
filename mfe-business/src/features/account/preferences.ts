/**
 * The account's preferences (spec 3 "My Account"): which e-mails of the platform the merchant
 * wants. Spec 3 §7: saving them makes no call (simulated). So that a save is not lost on the next
 * visit, they are kept in this browser's localStorage, per user (no token or personal data in it).
 */
export const PREFERENCE_KEYS = ['orderAlerts', 'weeklySummary', 'productNews'] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];
export type AccountPreferences = Record<PreferenceKey, boolean>;

export const DEFAULT_PREFERENCES: AccountPreferences = {
  orderAlerts: true,
  weeklySummary: true,
  productNews: false,
};

const storageKey = (userId: string) => `platform:account-preferences:${userId}`;

/** The preferences saved in this browser for `userId`, else the defaults. */
export function readPreferences(userId: string | undefined): AccountPreferences {
  if (!userId) return DEFAULT_PREFERENCES;
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey(userId)) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return DEFAULT_PREFERENCES;
    const values = stored as Partial<Record<string, unknown>>;
    return Object.fromEntries(
      PREFERENCE_KEYS.map((key) => [
        key,
        typeof values[key] === 'boolean' ? values[key] : DEFAULT_PREFERENCES[key],
      ]),
    ) as AccountPreferences;
  } catch {
    // Storage refused (private mode) or unreadable: the defaults.
    return DEFAULT_PREFERENCES;
  }
}

/** Keeps the preferences in this browser; a refused storage only loses them on the next visit. */
export function writePreferences(userId: string | undefined, preferences: AccountPreferences) {
  if (!userId) return;
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify(preferences));
  } catch {
    // Nothing else to do: the save is simulated anyway (spec 3 §7).
  }
}
