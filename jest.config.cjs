// Unit tests of every front-end package (shared, shell, mfe-*), one Jest project each.
// `npm test` runs this with --json to count results; `pnpm exec jest --selectProjects shell` runs one.
const fs = require('node:fs');
const path = require('node:path');

const PACKAGES = [
  'shared',
  'shell',
  'mfe-public',
  'mfe-dashboard',
  'mfe-catalogue',
  'mfe-commerce',
  'mfe-operations',
  'mfe-business',
];

// Resolved here, at the root, so a package needs none of the test tooling in its own node_modules.
const swcTransform = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
  },
];

const { exposesOf, remoteRouteTable } = require('./build-config/routes.cjs');

/**
 * Federated imports (`import('mfe_catalogue/ProductsPage')`) resolve, in a unit test, to the
 * remote's source: each remote's declared pages (its routes.json) map one specifier to one file;
 * anything else falls back to `<remote>/src/<path>`.
 */
function federatedModuleMapper() {
  const mapper = {};
  for (const dir of PACKAGES.filter((name) => name.startsWith('mfe-'))) {
    const appDir = path.join(__dirname, dir);
    const federationName = dir.replace('-', '_');
    for (const [exposed, file] of Object.entries(exposesOf(appDir))) {
      mapper[`^${federationName}/${exposed.slice(2)}$`] = path.join(appDir, file);
    }
  }
  mapper['^mfe_(\\w+)/(.*)$'] = path.join(__dirname, 'mfe-$1', 'src', '$2');
  return mapper;
}

const moduleNameMapper = {
  ...federatedModuleMapper(),
  '^react-virtualized-auto-sizer$': path.join(
    __dirname,
    'scripts',
    'jest',
    'auto-sizer-default.cjs',
  ),
  '\\.(css|less|scss|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf)$': path.join(
    __dirname,
    'scripts',
    'jest',
    'file-stub.cjs',
  ),
};

/** @type {import('jest').Config} */
module.exports = {
  // A package without tests yet must not fail the run.
  passWithNoTests: true,
  // A test that types into a form takes a few seconds on two busy cores: 20 s each (Jest's default
  // is 5 s), so such a test fails on what it found missing, never on the clock.
  testTimeout: 20_000,
  projects: PACKAGES.filter((dir) => fs.existsSync(path.join(__dirname, dir, 'src'))).map(
    (dir) => ({
      displayName: dir,
      rootDir: path.join(__dirname, dir),
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      testEnvironment: path.join(__dirname, 'scripts', 'jest', 'environment.cjs'),
      transform: { '^.+\\.(m|c)?(t|j)sx?$': swcTransform },
      // CommonJS builds that require ESM-only files (nivo: d3's; MSW: rettime,
      // until-async and @open-draft's):
      // transform those, skip the rest.
      transformIgnorePatterns: [
        '/node_modules/(?!(\\.pnpm/)?(d3-[^/]+|internmap|rettime|until-async|@open-draft\\+[^/]+|@open-draft/[^/]+)[@/])',
      ],
      moduleNameMapper,
      setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      // What build-config hands the shell's build (build-config/routes.cjs, prerender.cjs).
      globals: { __REMOTE_ROUTES__: remoteRouteTable(), __SHELL_RENDER_VERSION__: 'test' },
    }),
  ),
};
