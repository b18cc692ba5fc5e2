import { useSyncExternalStore } from 'react';
import { authStore, useAuthStore } from '@platform/shared';

const KEY_PREFIX = 'platform.catalogue.productTypesTutorialSeen';

/** The flag's localStorage key, one per signed-in user (a shared browser shows it to each). */
export function tutorialSeenKey(userId: string | null | undefined): string {
  return userId ? `${KEY_PREFIX}.${userId}` : KEY_PREFIX;
}

// When storage is refused (private modes, a full quota), the flag still holds for this page.
const seenHere = new Set<string>();
const listeners = new Set<() => void>();

function readSeen(key: string): boolean {
  if (seenHere.has(key)) return true;
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab closing the tutorial counts too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Records that the signed-in user has read the product-types tutorial (spec 2 §2). */
export function markTutorialSeen(userId = authStore.getState().profile?.sub): void {
  const key = tutorialSeenKey(userId);
  try {
    window.localStorage.setItem(key, 'true');
  } catch {
    seenHere.add(key);
  }
  listeners.forEach((listener) => listener());
}

/**
 * Whether the signed-in user has already closed the product-types tutorial in this browser. While
 * the session is still being restored (a reload renders the page before the user is known) it
 * answers true: the tutorial waits for the user rather than showing to someone who closed it.
 */
export function useTutorialSeen(): boolean {
  const userId = useAuthStore((state) => state.profile?.sub);
  const key = tutorialSeenKey(userId);
  const seen = useSyncExternalStore(
    subscribe,
    () => readSeen(key),
    () => false,
  );
  return userId ? seen : true;
}
