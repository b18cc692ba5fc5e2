import type { FastifyInstance } from 'fastify';

import { WEB_CLIENT_ID } from '../identity/provider.ts';

/** What the provider's token endpoint answers (RFC 6749 §5.1, or an OAuth error). */
export interface TokenEndpointAnswer {
  statusCode: number;
  /** Its Retry-After header (the password grant's lock), if any. */
  retryAfter: string | undefined;
  body: {
    access_token?: string;
    refresh_token?: string;
    id_token?: string;
    expires_in?: number;
    token_type?: string;
    scope?: string;
    error?: string;
    error_description?: string;
  };
}

/** The scopes the web app's sessions ask for (the refresh token needs offline_access). */
export const WEB_SESSION_SCOPE = 'openid profile email offline_access';

/**
 * Calls the identity provider's own endpoint in-process (`/oidc/token`, `/oidc/token/revocation`),
 * so every grant keeps its rules (the password grant's failed sign-in limits included). The
 * client's address is passed on: the limits count the browser's address, not the api's own.
 */
export async function callTokenEndpoint(
  app: FastifyInstance,
  path: '/oidc/token' | '/oidc/token/revocation',
  form: Record<string, string>,
  clientAddress: string,
): Promise<TokenEndpointAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: path,
    remoteAddress: clientAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: WEB_CLIENT_ID, ...form }).toString(),
  });
  let body: TokenEndpointAnswer['body'] = {};
  try {
    body = response.body ? (response.json() as TokenEndpointAnswer['body']) : {};
  } catch {
    // Revocation answers an empty body; an unreadable one counts as none.
  }
  const retryAfter = response.headers['retry-after'];
  return {
    statusCode: response.statusCode,
    retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
    body,
  };
}
