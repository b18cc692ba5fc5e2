import { jwtDecode } from 'jwt-decode';

/** The claims the platform reads from its tokens (the identity provider's access and id tokens). */
export interface TokenClaims {
  sub?: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  exp?: number;
  realm_access?: { roles?: string[] };
  [claim: string]: unknown;
}

/**
 * Reads a JWT's payload without verifying it (the api verifies; the browser only needs the
 * claims). `jwt-decode` is already in the tree through oidc-client-ts. Not a JWT → null.
 */
export function decodeJwtPayload(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    return jwtDecode<TokenClaims>(token);
  } catch {
    return null;
  }
}
