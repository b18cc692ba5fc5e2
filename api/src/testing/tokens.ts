import type { FastifyInstance } from 'fastify';

import { WEB_CLIENT_ID } from '../identity/provider.ts';

export { WEB_CLIENT_ID };

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_EMAIL = 'demo@tienda.cl';
export const OTHER_EMAIL = 'otra@tienda.cl';
export const NEW_EMAIL = 'nueva@tienda.cl';

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

/** POSTs a form to the token endpoint through inject; returns status and parsed body. */
export async function tokenRequest(
  app: FastifyInstance,
  form: Record<string, string>,
): Promise<{ statusCode: number; body: Record<string, unknown> }> {
  const response = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: WEB_CLIENT_ID, ...form }).toString(),
  });
  return { statusCode: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** The login modal's password grant. */
export function passwordGrant(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  return tokenRequest(app, {
    grant_type: 'password',
    username,
    password,
    scope: 'openid profile email offline_access',
  });
}

export async function getTokens(app: FastifyInstance, username: string): Promise<TokenResponse> {
  const { statusCode, body } = await passwordGrant(app, username);
  if (statusCode !== 200)
    throw new Error(`password grant for ${username} failed: ${JSON.stringify(body)}`);
  return body as unknown as TokenResponse;
}

export async function getAccessToken(app: FastifyInstance, username: string): Promise<string> {
  return (await getTokens(app, username)).access_token;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The payload of a JWT, without verifying it (tests only). */
export function decodeJwt(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
