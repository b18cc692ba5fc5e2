import { DOMAIN } from '@platform/shared/constants';

import type { DnsCheck, DnsCheckStatus, DnsRecord } from './contract.ts';
import { dnsErrorCode, type DnsResolver } from './dns-resolver.ts';
import { dnsRecordsFor } from './domain-store.ts';

/** The Spanish refusals of the custom URL routes. */
export const DOMAIN_MESSAGES = {
  aliasTaken: 'Este alias ya está en uso por otra tienda. Elige otro.',
  aliasReserved: 'Este alias está reservado por la plataforma. Elige otro.',
  proOnly:
    'El dominio personalizado es exclusivo del Plan Pro. Mejora tu plan para conectar tu dominio.',
  domainTaken: 'Este dominio ya está conectado a otra tienda.',
  platformDomain: `Ingresa un dominio propio: las direcciones de ${DOMAIN.platformDomain} se eligen con el alias.`,
} as const;

/** The answers that mean "no such record" rather than "the DNS did not answer". */
const NO_RECORD_CODES = new Set(['ENODATA', 'ENOTFOUND', 'NOTFOUND', 'ENONAME']);

/** The domain's root: what the A record is on and what www hangs from ('www.x.cl' → 'x.cl'). */
export function domainRoot(domain: string): string {
  return domain.startsWith('www.') ? domain.slice('www.'.length) : domain;
}

/** Both spellings a merchant may give of one domain, so that no two stores share it. */
export function domainSpellings(domain: string): string[] {
  const root = domainRoot(domain);
  return [root, `www.${root}`];
}

/** A domain of the platform itself (its alias is the way to change it). */
export function isPlatformDomain(domain: string): boolean {
  const platform = DOMAIN.platformDomain;
  return domain === platform || domain.endsWith(`.${platform}`);
}

const normalizeName = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

async function checkRecord(
  resolver: DnsResolver,
  record: DnsRecord,
  host: string,
): Promise<DnsCheck> {
  let found: string[];
  let status: DnsCheckStatus;
  try {
    const answers =
      record.type === 'CNAME' ? await resolver.resolveCname(host) : await resolver.resolve4(host);
    found = answers.map(normalizeName);
    status = found.includes(normalizeName(record.value))
      ? 'ok'
      : found.length
        ? 'mismatch'
        : 'missing';
  } catch (error) {
    found = [];
    status = NO_RECORD_CODES.has(dnsErrorCode(error) ?? '') ? 'missing' : 'unavailable';
  }
  return { ...record, host, found, status };
}

/**
 * Looks up the two records of spec 3 §9 for `domain` and the store's `alias`: the CNAME of
 * `www.{root}` must name `{alias}.{platform domain}`, the A record of `{root}` the fixed address.
 */
export async function checkDomainDns(
  resolver: DnsResolver,
  domain: string,
  alias: string,
): Promise<{ checks: DnsCheck[]; verified: boolean }> {
  const root = domainRoot(domain);
  const checks = await Promise.all(
    dnsRecordsFor(alias).map((record) =>
      checkRecord(resolver, record, record.name === '@' ? root : `${record.name}.${root}`),
    ),
  );
  return { checks, verified: checks.every((check) => check.status === 'ok') };
}
