import { DOMAIN } from '@platform/shared/constants';

import type { DnsRecord, DomainSettings } from './contract.ts';
import type { Queryable } from '../db/index.ts';
import { STORE_NOT_FOUND, notFound } from '../http/errors.ts';

interface DomainRow {
  subdomain: string;
  alias: string | null;
  customDomain: string | null;
  dnsVerified: boolean;
  sslActive: boolean;
  planName: string | null;
  customDomainAllowed: boolean | null;
}

const DOMAIN_COLUMNS = `s.subdomain, s.domain_alias as alias, s.custom_domain as "customDomain",
  s.dns_verified as "dnsVerified", s.ssl_active as "sslActive", p.name as "planName",
  p.allow_custom_domain as "customDomainAllowed"`;

/** The records of spec 3 §9: a CNAME for www to the alias subdomain, an A record at the root. */
export function dnsRecordsFor(alias: string): DnsRecord[] {
  return [
    { type: 'CNAME', name: 'www', value: `${alias}.${DOMAIN.platformDomain}` },
    { type: 'A', name: '@', value: DOMAIN.apexAddress },
  ];
}

function toSettings(row: DomainRow): DomainSettings {
  // A store that never chose an alias is reached by its subdomain (stores/subdomains.ts).
  const alias = row.alias ?? row.subdomain;
  return {
    alias,
    platformDomain: DOMAIN.platformDomain,
    storeUrl: `https://${alias}.${DOMAIN.platformDomain}`,
    customDomain: row.customDomain,
    dnsVerified: row.dnsVerified,
    sslActive: row.sslActive,
    customDomainAllowed: row.customDomainAllowed === true,
    planName: row.planName,
    dnsRecords: dnsRecordsFor(alias),
  };
}

/** The store's domain data, with what its plan allows. */
export async function readDomainSettings(db: Queryable, storeId: string): Promise<DomainSettings> {
  const { rows } = await db.query<DomainRow>(
    `select ${DOMAIN_COLUMNS} from stores s
     left join pricing_plans p on p.id = s.current_plan_id
     where s.id = $1`,
    [storeId],
  );
  if (!rows[0]) throw notFound(STORE_NOT_FOUND);
  return toSettings(rows[0]);
}

/**
 * Whether another store is reached by `alias` (its subdomain or its alias). The store's own
 * subdomain is free for it to take as its alias.
 */
export async function isAliasTakenByAnotherStore(
  db: Queryable,
  storeId: string,
  alias: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from stores where id <> $1 and (subdomain = $2 or domain_alias = $2) limit 1`,
    [storeId, alias],
  );
  return rows.length > 0;
}

/** Whether another store has connected `domain` (either the root or its www form). */
export async function isCustomDomainTakenByAnotherStore(
  db: Queryable,
  storeId: string,
  hosts: readonly string[],
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from stores where id <> $1 and custom_domain = any($2::text[]) limit 1`,
    [storeId, [...hosts]],
  );
  return rows.length > 0;
}

/**
 * Sets the alias. The CNAME of a connected custom domain pointed at the old alias, so its DNS and
 * SSL go back to pending until it is verified again.
 */
export async function writeAlias(db: Queryable, storeId: string, alias: string): Promise<void> {
  await db.query(
    `update stores set
       dns_verified = case when coalesce(domain_alias, subdomain) = $2 then dns_verified else false end,
       ssl_active = case when coalesce(domain_alias, subdomain) = $2 then ssl_active else false end,
       domain_alias = $2, updated_at = now()
     where id = $1`,
    [storeId, alias],
  );
}

/** Records the custom domain and what its verification found (spec 3 §4 "Custom domain"). */
export async function writeCustomDomain(
  db: Queryable,
  storeId: string,
  domain: { customDomain: string; dnsVerified: boolean; sslActive: boolean },
): Promise<void> {
  await db.query(
    `update stores set custom_domain = $2, dns_verified = $3, ssl_active = $4, updated_at = now()
     where id = $1`,
    [storeId, domain.customDomain, domain.dnsVerified, domain.sslActive],
  );
}

/** Disconnects the custom domain; a store without one is left as it is. */
export async function clearCustomDomain(db: Queryable, storeId: string): Promise<void> {
  await db.query(
    `update stores set custom_domain = null, dns_verified = false, ssl_active = false,
       updated_at = now()
     where id = $1 and (custom_domain is not null or dns_verified or ssl_active)`,
    [storeId],
  );
}
