import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';

import type { Queryable } from './db/index.ts';

/** A private JWK as node:crypto exports it, plus the fields the provider needs. */
export interface SigningJwk {
  kty: string;
  kid: string;
  alg: string;
  use: 'sig';
  [member: string]: unknown;
}

export interface ServerSecrets {
  /** Private keys that sign ID tokens and JWT access tokens (the first one signs). */
  signingKeys: SigningJwk[];
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
  /** HMAC key for signed upload URLs. */
  uploadKey: string;
}

function newSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as Record<string, unknown>;
  return { ...jwk, kty: 'RSA', kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/**
 * Returns the value stored under `name`, creating it on first use. Stored in the database (table
 * `server_secrets`, migration 090) so tokens and signed URLs survive restarts and several api
 * processes share them. `on conflict do nothing` makes concurrent first starts agree on one value.
 */
async function secret<T>(db: Queryable, name: string, create: () => T): Promise<T> {
  const found = await db.query<{ value: T }>('select value from server_secrets where name = $1', [
    name,
  ]);
  if (found.rows[0]) return found.rows[0].value;
  await db.query(
    'insert into server_secrets (name, value) values ($1, $2::jsonb) on conflict (name) do nothing',
    [name, JSON.stringify(create())],
  );
  const stored = await db.query<{ value: T }>('select value from server_secrets where name = $1', [
    name,
  ]);
  if (!stored.rows[0]) throw new Error(`could not store the server secret ${name}`);
  return stored.rows[0].value;
}

export async function loadServerSecrets(db: Queryable): Promise<ServerSecrets> {
  const signingKeys = await secret(db, 'oidc.signing-keys', () => [newSigningKey()]);
  const cookieKeys = await secret(db, 'oidc.cookie-keys', () => [
    randomBytes(32).toString('base64url'),
  ]);
  const uploadKey = await secret(db, 'uploads.signing-key', () =>
    randomBytes(32).toString('base64url'),
  );
  return { signingKeys, cookieKeys, uploadKey };
}
