import { Resolver } from 'node:dns/promises';

/**
 * The two DNS questions a custom domain's verification asks (spec 3 §9: a CNAME for www, an A
 * record at the root). The app takes one as an option (`buildApp({ dns })`): the default asks the
 * machine's DNS servers, the tests give a fake so they never touch the network.
 */
export interface DnsResolver {
  /** The CNAME targets of `host`. Rejects with the resolver's error (ENODATA, ENOTFOUND, …). */
  resolveCname(host: string): Promise<string[]>;
  /** The IPv4 addresses of `host`. Rejects as `resolveCname`. */
  resolve4(host: string): Promise<string[]>;
}

/** A lookup that gets no answer in this long counts as not answered, so a request never hangs. */
const LOOKUP_TIMEOUT_MS = 3000;

/** `node:dns/promises` with a short timeout and two tries per server. */
export function createSystemDnsResolver(): DnsResolver {
  const resolver = new Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: 2 });
  return {
    resolveCname: (host) => resolver.resolveCname(host),
    resolve4: (host) => resolver.resolve4(host),
  };
}

/** A resolver's error code (ENODATA, ENOTFOUND, ETIMEOUT, …), if it has one. */
export function dnsErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A resolver that answers from a table (host → records), as a zone would: a host it does not list
 * does not exist (ENOTFOUND), a host listed without that kind of record has none (ENODATA). For
 * tests and for a development api that must not reach the network.
 */
export function createFakeDnsResolver(
  zone: Record<string, { cname?: string[]; a?: string[] }> = {},
): DnsResolver & { lookups: string[] } {
  const lookups: string[] = [];
  const answer = (host: string, kind: 'cname' | 'a'): Promise<string[]> => {
    lookups.push(`${kind === 'a' ? 'A' : 'CNAME'} ${host}`);
    const entry = zone[host.toLowerCase()];
    const records = entry?.[kind];
    if (records?.length) return Promise.resolve([...records]);
    const code = entry ? 'ENODATA' : 'ENOTFOUND';
    return Promise.reject(Object.assign(new Error(`${code} ${host}`), { code }));
  };
  return {
    lookups,
    resolveCname: (host) => answer(host, 'cname'),
    resolve4: (host) => answer(host, 'a'),
  };
}
