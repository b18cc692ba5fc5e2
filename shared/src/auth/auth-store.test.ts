import { createTestToken } from '../testing';
import { authStore } from './auth-store';
import { decodeJwtPayload } from './jwt';

const accessToken = createTestToken({
  sub: 'user-1',
  email: 'demo@tienda.cl',
  given_name: 'Demo',
  family_name: 'Tienda',
  exp: 1_800_000_000,
  realm_access: { roles: ['merchant', 'offline_access'] },
});

beforeEach(() => authStore.getState().clearSession());

describe('authStore', () => {
  it('starts loading until the shell decides', () => {
    expect(authStore.getInitialState().status).toBe('loading');
  });

  it('takes roles from realm_access.roles of the access token', () => {
    authStore.getState().setSession({ accessToken, idToken: null, expiresAt: 123 });
    const state = authStore.getState();
    expect(state.status).toBe('authenticated');
    expect(state.roles).toEqual(['merchant', 'offline_access']);
    expect(state.expiresAt).toBe(123);
  });

  it('reads the profile from the id token first, then the access token', () => {
    const idToken = createTestToken({
      sub: 'user-1',
      given_name: 'María José',
      family_name: 'Núñez',
    });
    authStore.getState().setSession({ accessToken, idToken });
    expect(authStore.getState().profile).toEqual({
      sub: 'user-1',
      given_name: 'María José',
      family_name: 'Núñez',
      email: 'demo@tienda.cl',
    });
  });

  it("uses the token's exp when no expiry is given", () => {
    authStore.getState().setSession({ accessToken });
    expect(authStore.getState().expiresAt).toBe(1_800_000_000);
  });

  it('has no roles for a token without realm_access, or that is not a JWT', () => {
    authStore.getState().setSession({ accessToken: createTestToken({ sub: 'x' }) });
    expect(authStore.getState().roles).toEqual([]);
    authStore.getState().setSession({ accessToken: 'opaque-token' });
    expect(authStore.getState().roles).toEqual([]);
    expect(authStore.getState().status).toBe('authenticated');
  });

  it('hasAnyRole needs one of the listed roles; none listed means allowed', () => {
    authStore.getState().setSession({ accessToken });
    const { hasAnyRole } = authStore.getState();
    expect(hasAnyRole(['admin', 'merchant'])).toBe(true);
    expect(hasAnyRole(['admin'])).toBe(false);
    expect(hasAnyRole([])).toBe(true);
    expect(hasAnyRole(undefined)).toBe(true);
  });

  it('clearSession forgets tokens, profile and roles', () => {
    authStore.getState().setSession({ accessToken, idToken: 'i' });
    authStore.getState().clearSession();
    expect(authStore.getState()).toMatchObject({
      status: 'anonymous',
      accessToken: null,
      idToken: null,
      expiresAt: null,
      profile: null,
      roles: [],
    });
    expect(authStore.getState().hasAnyRole(['merchant'])).toBe(false);
  });

  it('updateProfile changes the names shown until the next token', () => {
    authStore.getState().setSession({ accessToken });
    authStore.getState().updateProfile({ given_name: 'Ana' });
    expect(authStore.getState().profile).toMatchObject({
      given_name: 'Ana',
      family_name: 'Tienda',
    });
  });
});

describe('decodeJwtPayload', () => {
  it('decodes base64url payloads with non-ASCII text', () => {
    expect(decodeJwtPayload(createTestToken({ given_name: 'Ñandú ü' }))).toEqual({
      given_name: 'Ñandú ü',
    });
  });

  it('returns null for anything else', () => {
    expect(decodeJwtPayload('')).toBeNull();
    expect(decodeJwtPayload(null)).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
  });
});
