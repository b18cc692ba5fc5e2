import type { Queryable } from '../db/index.ts';

/** Host names the platform keeps for itself (never a store's subdomain). */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'app',
  'admin',
  'auth',
  'oidc',
  'mail',
  'static',
  'cdn',
  'uploads',
  'dashboard',
  'status',
  'sandbox',
]);

/** A store is reached by its subdomain or its alias: neither may repeat another store's. */
export async function isSubdomainTaken(db: Queryable, subdomain: string): Promise<boolean> {
  if (RESERVED_SUBDOMAINS.has(subdomain)) return true;
  const { rows } = await db.query(
    'select 1 from stores where subdomain = $1 or domain_alias = $1 limit 1',
    [subdomain],
  );
  return rows.length > 0;
}

/**
 * `wanted` when it is free, else the first free `wanted-2`, `wanted-3`… (kept within 63
 * characters). For the moment an account is created from a registration that was checked
 * earlier: another store may have taken the name in between.
 */
export async function freeSubdomain(db: Queryable, wanted: string): Promise<string> {
  if (!(await isSubdomainTaken(db, wanted))) return wanted;
  for (let n = 2; n < 1000; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${wanted.slice(0, 63 - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await isSubdomainTaken(db, candidate))) return candidate;
  }
  throw new Error(`no free subdomain for ${wanted}`);
}
