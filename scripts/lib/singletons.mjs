// How many copies of each singleton library a page really loaded, measured two independent ways:
//
// 1. The Module Federation runtime: `window.__FEDERATION__.__SHARE__[instance][scope][pkg][version]`
//    holds one entry per provided version; an entry is in use once `loaded` (or its `lib` is set).
//    Remotes initialised by the host share the host's entries, so we count distinct loaded module
//    factories (`lib`) per package, over all instances. Healthy: 1.
// 2. The network: every JS file the page fetched, searched for a string that exists once in each
//    library's production build (minifiers keep strings and property names). Healthy: 1 file.
//    This also covers libraries that are not in the share scope (Chakra and the router live inside
//    `@platform/shared`) and copies that bypass federation altogether (a bundled second React).
//
// Used by the journeys (e2e/support/singletons.ts) and by scripts/bench.mjs.
/* global document -- the functions given to page.evaluate run in the page */

/**
 * @typedef {object} SingletonSpec
 * @property {string} name          the package
 * @property {string[]} shareKeys   MF share keys that are this package (subpaths `key/…` included)
 * @property {RegExp | null} signature a pattern found once in the package's production build
 * @property {string} [runtimeCounter] a global that each executed copy increments, when the package has one
 */

/** @type {SingletonSpec[]} */
export const SINGLETONS = [
  {
    name: 'react',
    shareKeys: ['react'],
    // React defines the internals; react-dom only reads them (`x=r.__CLIENT_INTERNALS…;`).
    signature: /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/,
  },
  {
    name: 'react-dom',
    shareKeys: ['react-dom'],
    signature: /rendererPackageName\s*:\s*["']react-dom["']/,
  },
  {
    name: '@chakra-ui/react',
    shareKeys: ['@chakra-ui/react'],
    signature: /["']ChakraContext["']/,
  },
  {
    name: '@emotion/react',
    shareKeys: ['@emotion/react'],
    signature: /__EMOTION_TYPE_PLEASE_DO_NOT_USE__/,
  },
  {
    name: 'react-router',
    shareKeys: ['react-router', 'react-router-dom'],
    signature: /useNavigate\(\) may be used only in the context of a <Router> component/,
  },
  {
    name: 'zustand',
    shareKeys: ['zustand'],
    // zustand's createStore returns { setState, getState, getInitialState, subscribe }.
    signature: /setState:[^,;]{1,60},getState:[^,;]{1,60},getInitialState:/,
  },
  {
    // Not a shared module: the remotes' entries are built without it and use the shell's
    // (build-config/provide-federation-runtime.mjs), so the files are the only count.
    name: '@module-federation/runtime-core',
    shareKeys: [],
    signature: /__DEBUG_CONSTRUCTOR_VERSION__/,
  },
  {
    // The webpack glue around the core, also the shell's only (build-config/remote-bundler-runtime.mjs).
    name: '@module-federation/webpack-bundler-runtime',
    shareKeys: [],
    signature: /Federation instance not found!/,
  },
  {
    name: '@platform/shared',
    shareKeys: ['@platform/shared'],
    // `shared` may mark itself; without a marker only the share scope counts it.
    signature: /__PLATFORM_SHARED__/,
    runtimeCounter: '__PLATFORM_SHARED_INSTANCES__',
  },
];

/**
 * Runs IN THE PAGE (page.evaluate): a serialisable view of the federation share scopes.
 * Must not reference anything outside its own body.
 * @param {string[]} counters global counter names to read
 */
export function readFederationState(counters) {
  const fed = /** @type {any} */ (globalThis).__FEDERATION__;
  const counterValues = {};
  for (const name of counters) {
    const value = /** @type {any} */ (globalThis)[name];
    if (typeof value === 'number') counterValues[name] = value;
  }
  if (!fed) return { present: false, instances: [], entries: [], counters: counterValues };
  const ids = new Map();
  const idOf = (value) => {
    if (!value || (typeof value !== 'object' && typeof value !== 'function')) return null;
    if (!ids.has(value)) ids.set(value, ids.size + 1);
    return ids.get(value);
  };
  const entries = [];
  for (const [instance, scopes] of Object.entries(fed.__SHARE__ ?? {})) {
    for (const [scope, packages] of Object.entries(scopes ?? {})) {
      for (const [pkg, versions] of Object.entries(packages ?? {})) {
        for (const [version, shared] of Object.entries(versions ?? {})) {
          if (!shared || typeof shared !== 'object') continue;
          entries.push({
            instance,
            scope,
            pkg,
            version,
            from: typeof shared.from === 'string' ? shared.from : null,
            loaded: Boolean(shared.loaded || shared.lib),
            useIn: Array.isArray(shared.useIn) ? shared.useIn.map(String) : [],
            entryId: idOf(shared),
            libId: idOf(shared.lib),
          });
        }
      }
    }
  }
  const instances = (fed.__INSTANCES__ ?? []).map((instance) =>
    String(instance?.name ?? instance?.options?.name ?? '?'),
  );
  return { present: true, instances, entries, counters: counterValues };
}

/** True when `key` is `base` or one of its subpaths (`react/jsx-runtime` for `react`). */
function matchesKey(key, base) {
  return key === base || key.startsWith(`${base}/`);
}

/**
 * Copies per package from the share scopes: for each share key of the package, the number of
 * distinct loaded module factories; the package's figure is the largest over its keys.
 * @param {ReturnType<typeof readFederationState>} state
 * @param {SingletonSpec} spec
 */
export function countShareScope(state, spec) {
  if (!state.present) return { loaded: null, keys: {}, versions: [], providers: [] };
  const relevant = state.entries.filter((entry) =>
    spec.shareKeys.some((base) => matchesKey(entry.pkg, base)),
  );
  if (relevant.length === 0) return { loaded: null, keys: {}, versions: [], providers: [] };
  /** @type {Record<string, number>} */
  const keys = {};
  for (const key of new Set(relevant.map((entry) => entry.pkg))) {
    const loaded = new Set(
      relevant
        .filter((entry) => entry.pkg === key && entry.loaded)
        .map((entry) => entry.libId ?? `entry-${entry.entryId}`),
    );
    keys[key] = loaded.size;
  }
  const loadedEntries = relevant.filter((entry) => entry.loaded);
  return {
    loaded: Math.max(0, ...Object.values(keys)),
    keys,
    versions: [...new Set(loadedEntries.map((entry) => `${entry.pkg}@${entry.version}`))].sort(),
    providers: [
      ...new Set(
        loadedEntries.map((entry) => `${entry.pkg}@${entry.version} from ${entry.from ?? '?'}`),
      ),
    ].sort(),
  };
}

/**
 * Records the body of every JavaScript response a page receives, across navigations.
 * @param {import('@playwright/test').Page} page
 */
export function createJsTracker(page) {
  /** @type {Map<string, Promise<string | null>>} */
  const bodies = new Map();
  /** @type {Map<string, number>} */
  const encodedSizes = new Map();
  const onResponse = (response) => {
    const url = response.url();
    const type = String(response.headers()['content-type'] ?? '');
    const isJs = /javascript|ecmascript/.test(type) || /\.m?js(\?|$)/.test(new URL(url).pathname);
    if (!isJs || response.status() >= 300 || bodies.has(url)) return;
    bodies.set(
      url,
      response
        .body()
        .then((buffer) => buffer.toString('utf8'))
        .catch(() => null),
    );
    response
      .request()
      .sizes()
      .then((sizes) => encodedSizes.set(url, sizes.responseBodySize))
      .catch(() => undefined);
  };
  page.on('response', onResponse);
  return {
    /** URL -> body (null when the body could not be read) of every JS response so far. */
    async scripts() {
      const result = new Map();
      for (const [url, body] of bodies) result.set(url, await body);
      return result;
    },
    /** URL -> bytes on the wire (compressed body) of every JS response so far. */
    encodedSizes: () => new Map(encodedSizes),
    urls: () => [...bodies.keys()],
    stop: () => page.off('response', onResponse),
  };
}

/**
 * Counts the copies of every singleton the page loaded.
 * @param {import('@playwright/test').Page} page
 * @param {{ tracker?: ReturnType<typeof createJsTracker>, specs?: SingletonSpec[] }} [options]
 *   tracker: JS seen since it was created (survives full reloads). Without it, the JS files in
 *   the current document's resource timing are fetched again (they are immutable chunks).
 */
export async function singletonCopies(page, { tracker, specs = SINGLETONS } = {}) {
  const counters = specs.flatMap((spec) => (spec.runtimeCounter ? [spec.runtimeCounter] : []));
  const state = await page.evaluate(readFederationState, counters);

  /** @type {Map<string, string | null>} */
  let scripts;
  if (tracker) {
    scripts = await tracker.scripts();
  } else {
    const urls = await page.evaluate(() => {
      const fromTiming = performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            /** @type {PerformanceResourceTiming} */ (entry).initiatorType === 'script' ||
            /\.m?js(\?|$)/.test(new URL(entry.name).pathname),
        )
        .map((entry) => entry.name);
      const fromTags = [...document.scripts].map((script) => script.src).filter(Boolean);
      return [...new Set([...fromTiming, ...fromTags])];
    });
    scripts = new Map();
    await Promise.all(
      urls.map(async (url) => {
        try {
          const response = await page.request.get(url);
          scripts.set(url, response.ok() ? await response.text() : null);
        } catch {
          scripts.set(url, null);
        }
      }),
    );
  }
  const unreadable = [...scripts].filter(([, body]) => body === null).map(([url]) => url);

  /** @type {Record<string, { copies: number, shareScope: number | null, files: string[], runtime: number | null, versions: string[], providers: string[], shareKeys: Record<string, number> }>} */
  const report = {};
  for (const spec of specs) {
    const scope = countShareScope(state, spec);
    const files = spec.signature
      ? [...scripts]
          .filter(([, body]) => body && spec.signature.test(body))
          .map(([url]) => url)
          .sort()
      : [];
    const runtime = spec.runtimeCounter ? (state.counters[spec.runtimeCounter] ?? null) : null;
    report[spec.name] = {
      copies: Math.max(scope.loaded ?? 0, files.length, runtime ?? 0),
      shareScope: scope.loaded,
      files,
      runtime,
      versions: scope.versions,
      providers: scope.providers,
      shareKeys: scope.keys,
    };
  }
  return {
    federation: state.present,
    instances: state.instances,
    scriptsExamined: scripts.size,
    unreadable,
    libraries: report,
  };
}

/** One line per library: `react 1 (scope 1, files 1)`. */
export function formatSingletonReport(result) {
  return Object.entries(result.libraries)
    .map(([name, info]) => {
      const scope = info.shareScope === null ? '-' : String(info.shareScope);
      return `${name.padEnd(18)} copies ${info.copies}  (share scope ${scope}, files ${info.files.length}${info.runtime === null ? '' : `, runtime ${info.runtime}`})`;
    })
    .join('\n');
}
