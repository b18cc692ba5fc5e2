/**
 * Whose turn it is to render in a prerender bundle (src/prerender.tsx). The auth store is the
 * bundle's one global: a merchant's render puts their token and frame in it, so it must never
 * overlap a visitor's render (whose page, cached for everyone, would show the merchant's frame)
 * nor another merchant's (whose calls would carry the wrong token).
 */
import { authStore, setRenderedSession } from '@platform/shared/core';

/** The render with a session under way or waited for, if any: the others wait for it. */
let signedInRender: Promise<unknown> = Promise.resolve();
/** The renders without a session under way: a render with one waits for them. */
const visitorRenders = new Set<Promise<unknown>>();

/**
 * Runs `task` as a visitor's render: beside the others, never beside a merchant's, whose auth
 * store would give it the merchant's frame and token.
 */
export function asVisitor<T>(task: () => Promise<T>): Promise<T> {
  const run = signedInRender.then(task);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  visitorRenders.add(settled);
  void settled.then(() => visitorRenders.delete(settled));
  return run;
}

/** How long a merchant's render may keep the others waiting (the api hangs): then it is let go. */
const SIGNED_IN_HOLD_MS = 10_000;

/** Rejects when `signal` aborts or `ms` pass, whichever comes first; `clear` stops waiting. */
function giveUp(ms: number, signal: AbortSignal | undefined) {
  let clear: () => void = () => undefined;
  const given = new Promise<never>((_, reject) => {
    const timer = setTimeout(() => reject(new Error(`no render in ${ms} ms`)), ms);
    const onAbort = () => reject(new Error('the render is no longer wanted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    clear = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
  });
  return { given, clear: () => clear() };
}

/**
 * Runs `task` signed in with the merchant's token, alone: after every render under way, before
 * any that comes next. The auth store gives the api client the token and the tree the merchant's
 * frame (the store's server snapshot, `setRenderedSession`); both are back to the visitor's
 * initial state when the task ends, when it has held the others for too long, or when `signal`
 * says its page is no longer wanted (the request gave up on it): then it lets the next one go,
 * and a render given up before its turn never starts.
 */
export function asMerchant<T>(
  accessToken: string,
  task: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const run = Promise.allSettled([signedInRender, ...visitorRenders]).then(async () => {
    signal?.throwIfAborted();
    authStore.getState().setSession({ accessToken });
    setRenderedSession(authStore.getState());
    const limit = giveUp(SIGNED_IN_HOLD_MS, signal);
    try {
      return await Promise.race([task(), limit.given]);
    } finally {
      limit.clear();
      setRenderedSession(null);
      authStore.setState(authStore.getInitialState(), true);
    }
  });
  signedInRender = run.catch(() => undefined);
  return run;
}
