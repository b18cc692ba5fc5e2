import { Type, type Static } from 'typebox';

import { FormValue, Ok, routesOf } from '../http/contract.ts';

const route = routesOf('session');

// The web app's session (spec 1 §4.1): signing in with e-mail and password, renewing the access
// token and signing out, with the refresh token kept in an HttpOnly cookie (session-cookie.ts)
// that no script of the page can read. Every route refuses an Origin that is not a web origin.

/** The login modal's fields (the form's `loginSchema`): `username` is the e-mail. */
export const SignInBody = Type.Object({
  username: Type.Optional(FormValue(Type.String({ description: 'The e-mail' }))),
  password: Type.Optional(FormValue(Type.String())),
});

/** Nothing to send but a JSON object: a cross-site form cannot post JSON. */
export const RefreshBody = Type.Object({}, { additionalProperties: false });

/**
 * What a page may hold of a session: the access and ID tokens and the access token's lifetime.
 * The refresh token is in the session cookie, never here.
 */
export const SessionTokens = Type.Object({
  access_token: Type.String(),
  id_token: Type.String(),
  expires_in: Type.Integer({ description: 'Seconds the access token is valid' }),
  token_type: Type.String(),
  scope: Type.String(),
});
export type SessionTokens = Static<typeof SessionTokens>;

export const sessionRoutes = {
  signIn: route('POST', '/api/session', {
    summary:
      'Sign in with e-mail and password: the tokens, and the refresh token as an HttpOnly cookie (401 wrong credentials, 429 too many failures)',
    body: SignInBody,
    response: { 200: SessionTokens },
  }),
  refresh: route('POST', '/api/session/refresh', {
    summary:
      'New tokens from the session cookie, whose refresh token is rotated (401 without a valid one)',
    body: RefreshBody,
    response: { 200: SessionTokens },
  }),
  signOut: route('DELETE', '/api/session', {
    summary: 'Sign out: revokes the session cookie’s refresh token and removes the cookie',
    response: { 200: Ok },
  }),
};
