/**
 * Where the front-ends find the api and the identity provider. The shell reads `/config.json` at
 * startup and calls `setRuntimeConfig`; remotes read it through `getRuntimeConfig` (one copy,
 * since `@platform/shared` is a singleton).
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  oidcIssuer: string;
  oidcClientId: string;
  /**
   * `'development'` in the local config.json (a developer's machine, the journeys); production
   * config files leave it out. The shell opens its platform panel to every visitor when set.
   */
  environment?: 'development';
}

export const DEFAULT_RUNTIME_CONFIG: Readonly<RuntimeConfig> = Object.freeze({
  apiBaseUrl: 'http://localhost:4000/api',
  oidcIssuer: 'http://localhost:4000/oidc',
  oidcClientId: 'platform-web',
});

type StringKey = Exclude<keyof RuntimeConfig, 'environment'>;

let current: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };

export function getRuntimeConfig(): Readonly<RuntimeConfig> {
  return current;
}

/**
 * Merges the given values over the current ones; empty values are ignored. `environment` is kept
 * only as `'development'`; any other value given for it (`null`, `'production'`) removes it.
 */
export function setRuntimeConfig(values: Partial<RuntimeConfig>): Readonly<RuntimeConfig> {
  const next = { ...current };
  for (const key of Object.keys(DEFAULT_RUNTIME_CONFIG) as StringKey[]) {
    const value = values[key];
    if (typeof value === 'string' && value.trim() !== '')
      next[key] = value.trim().replace(/\/+$/, '');
  }
  if ('environment' in values) {
    if (values.environment === 'development') next.environment = 'development';
    else delete next.environment;
  }
  current = next;
  return current;
}

/**
 * Fetches a config file (default `/config.json`) and applies it. A missing or broken file keeps
 * the current values, so a dev server without the file still works against the local api.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<Readonly<RuntimeConfig>> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok) return setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch {
    // Offline or not served: the defaults stay.
  }
  return current;
}
