import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';

export interface AccessTokenVerifierOptions {
  issuer: string;
  audience: string;
  jwks: JSONWebKeySet;
}

export interface VerifiedAccessToken extends JWTPayload {
  sub: string;
  roles: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Verifies the provider's JWT access tokens in-process (its public keys, no HTTP round trip):
 * signature, `typ: at+jwt`, issuer, audience, expiry. Throws on any failure.
 */
export function createAccessTokenVerifier(options: AccessTokenVerifierOptions) {
  const keys = createLocalJWKSet(options.jwks);
  return async function verifyAccessToken(token: string): Promise<VerifiedAccessToken> {
    const { payload } = await jwtVerify(token, keys, {
      issuer: options.issuer,
      audience: options.audience,
      typ: 'at+jwt',
      algorithms: ['RS256'],
    });
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) throw new Error('bad subject');
    const realmAccess = payload.realm_access as { roles?: unknown } | undefined;
    const roles = Array.isArray(realmAccess?.roles)
      ? realmAccess.roles.filter((role): role is string => typeof role === 'string')
      : [];
    return { ...payload, sub: payload.sub, roles };
  };
}

export type AccessTokenVerifier = ReturnType<typeof createAccessTokenVerifier>;

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}
