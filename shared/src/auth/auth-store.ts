import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { decodeJwtPayload, type TokenClaims } from './jwt';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/** The user as the identity token describes them (spec 1 §3 "User profile"). */
export interface UserProfile {
  sub: string;
  given_name: string;
  family_name: string;
  email: string;
}

/**
 * What the page holds of a session. Never the refresh token: the shell keeps a cookie session's in
 * an HttpOnly cookie, and a provider session's inside its OIDC client, out of every remote's reach.
 */
export interface SessionTokens {
  accessToken: string;
  idToken?: string | null;
  /** Epoch seconds (as oidc-client-ts' `expires_at`); taken from the token's `exp` when absent. */
  expiresAt?: number | null;
}

export interface AuthState {
  status: AuthStatus;
  accessToken: string | null;
  idToken: string | null;
  expiresAt: number | null;
  profile: UserProfile | null;
  /** Realm roles from the access token's `realm_access.roles`. */
  roles: string[];
  setSession: (tokens: SessionTokens) => void;
  clearSession: () => void;
  /** After a profile update at the identity provider, before the next token carries it. */
  updateProfile: (changes: Partial<Omit<UserProfile, 'sub'>>) => void;
  /** True when no roles are required or the user has at least one of them. */
  hasAnyRole: (roles: readonly string[] | undefined) => boolean;
}

const signedOut = {
  accessToken: null,
  idToken: null,
  expiresAt: null,
  profile: null,
  roles: [],
} satisfies Partial<AuthState>;

function profileFrom(...sources: (TokenClaims | null)[]): UserProfile {
  const pick = (claim: keyof UserProfile) => {
    for (const source of sources) {
      const value = source?.[claim];
      if (typeof value === 'string' && value !== '') return value;
    }
    return '';
  };
  return {
    sub: pick('sub'),
    given_name: pick('given_name'),
    family_name: pick('family_name'),
    email: pick('email'),
  };
}

/**
 * The one auth store of the app (a vanilla zustand store, so the shell's session code and plain
 * modules such as the api client read it without React). The shell writes it; remotes read it.
 */
export const authStore = createStore<AuthState>()((set, get) => ({
  status: 'loading',
  ...signedOut,

  setSession: ({ accessToken, idToken = null, expiresAt = null }) => {
    const access = decodeJwtPayload(accessToken);
    const identity = decodeJwtPayload(idToken);
    const roles = access?.realm_access?.roles;
    set({
      status: 'authenticated',
      accessToken,
      idToken,
      expiresAt: expiresAt ?? (typeof access?.exp === 'number' ? access.exp : null),
      profile: profileFrom(identity, access),
      roles: Array.isArray(roles) ? roles.filter((role) => typeof role === 'string') : [],
    });
  },

  clearSession: () => set({ status: 'anonymous', ...signedOut }),

  updateProfile: (changes) => {
    const { profile } = get();
    if (profile) set({ profile: { ...profile, ...changes } });
  },

  hasAnyRole: (required) => {
    if (!required || required.length === 0) return true;
    const { roles } = get();
    return required.some((role) => roles.includes(role));
  },
}));

/**
 * The session a prerendered page was rendered with (docs/prerendering.md), or null for a
 * visitor's page, which is rendered in the store's initial state ('loading'). React reads it as
 * the store's server snapshot: when the page renders in Node and when the browser hydrates it,
 * so both first renders agree. A merchant's page sets it on both sides: the shell's render with
 * the merchant's token, and the browser, with the session it restored, before hydrating.
 */
let renderedWith: AuthState | null = null;

export function setRenderedSession(state: AuthState | null): void {
  renderedWith = state;
}

/** React binding of `authStore`: `useAuthStore((s) => s.status)`. */
export function useAuthStore<T>(selector: (state: AuthState) => T): T {
  return useSyncExternalStore(
    authStore.subscribe,
    () => selector(authStore.getState()),
    () => selector(renderedWith ?? authStore.getInitialState()),
  );
}
