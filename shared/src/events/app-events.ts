/**
 * Cross-remote signals (docs/architecture.md: remotes never import each other; they talk through
 * these event names). Carried by window CustomEvents so any copy of any bundle hears them.
 */
export const APP_EVENTS = {
  /** Store setup finished (spec 1 §2.7); the shell refreshes its store check. */
  storeSetupComplete: 'platform:store-setup-complete',
  /** Ask the setup guide panel to reload its tasks (spec 1 §2.8). */
  setupGuideReload: 'platform:setup-guide-reload',
  /** The store was published from the setup guide. */
  storePublished: 'platform:store-published',
  /** Ask the shell to open the login modal (e.g. 'Inicia sesión' on /register). */
  loginRequested: 'platform:login-requested',
  /** Ask the shell to log out (or announce that the session ended). */
  authLogout: 'platform:auth-logout',
  /** Ask the shell's tour engine to start a tour (see `requestTour`). */
  startTour: 'platform:start-tour',
  /** Tokens obtained outside the login modal (code verification after registration): the shell keeps them as the session. */
  sessionTokensIssued: 'platform:session-tokens-issued',
  /** The first toast was queued: the shell mounts the toast viewport (overlay code) then. */
  toastQueued: 'platform:toast-queued',
  /**
   * A remote's page is on screen and live (rendered, or its prerendered HTML hydrated): the
   * prerendered pages' script (shell/public/hydrate-on-intent.js) replays a held click then.
   */
  pageShown: 'platform:page-shown',
} as const;

export type AppEventName = (typeof APP_EVENTS)[keyof typeof APP_EVENTS];

/** A step of a guided tour; the shell's engine renders it ('Paso N de M', Anterior/Siguiente/Finalizar). */
export interface TourStep {
  /** CSS selector of the element to highlight, e.g. '[data-tour="metrics"]'. */
  target: string;
  title: string;
  content: string;
  placement?: 'top' | 'bottom' | 'left' | 'right';
}

/** The detail each event carries. */
export interface AppEventDetail {
  [APP_EVENTS.storeSetupComplete]: { businessName?: string; subdomain?: string };
  [APP_EVENTS.setupGuideReload]: undefined;
  [APP_EVENTS.storePublished]: undefined;
  [APP_EVENTS.loginRequested]: { returnTo?: string } | undefined;
  [APP_EVENTS.authLogout]: { reason?: string } | undefined;
  [APP_EVENTS.startTour]: { tourId: string; steps?: TourStep[]; auto?: boolean };
  /** Never a refresh token: the api put it in the session cookie. */
  [APP_EVENTS.sessionTokensIssued]: {
    access_token: string;
    id_token?: string;
    expires_in: number;
  };
  [APP_EVENTS.toastQueued]: undefined;
  [APP_EVENTS.pageShown]: { path: string };
}

export function emitAppEvent<N extends AppEventName>(name: N, detail?: AppEventDetail[N]): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to an app event; returns the unsubscribe function (handy as an effect cleanup). */
export function onAppEvent<N extends AppEventName>(
  name: N,
  handler: (detail: AppEventDetail[N]) => void,
): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: Event) => handler((event as CustomEvent<AppEventDetail[N]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
