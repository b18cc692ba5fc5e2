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

/**
 * Runs `task` signed in with the merchant's token, alone: after every render under way, before
 * any that comes next. The auth store gives the api client the token and the tree the merchant's
 * frame (the store's server snapshot, `setRenderedSession`); both are back to the visitor's
 * initial state when the task ends, or when it has held the others for too long.
 */
export function asMerchant<T>(accessToken: string, task: () => Promise<T>): Promise<T> {
  const run = Promise.allSettled([signedInRender, ...visitorRenders]).then(async () => {
    authStore.getState().setSession({ accessToken });
    setRenderedSession(authStore.getState());
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        task(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no render in ${SIGNED_IN_HOLD_MS} ms`)),
            SIGNED_IN_HOLD_MS,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
      setRenderedSession(null);
      authStore.setState(authStore.getInitialState(), true);
    }
  });
  signedInRender = run.catch(() => undefined);
  return run;
}
