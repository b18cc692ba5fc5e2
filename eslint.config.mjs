// One lint configuration for the whole workspace (ESLint 9 flat config).
// Beyond the recommended rules, it enforces the house rules of docs/architecture.md:
// remotes and the shell take Chakra and the router only from @platform/shared, and no remote
// (nor the shell, nor shared) imports another remote's source.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const FRONT_END_SOURCES = [
  'shell/src/**/*.{ts,tsx}',
  'mfe-*/src/**/*.{ts,tsx}',
  'shared/src/**/*.{ts,tsx}',
];

/** Another remote's source, by relative path or package name (`../../mfe-catalogue/src/x`). */
const REMOTE_SOURCE = {
  regex: '(^|/)mfe-[a-z]+(/|$)|^@platform/mfe-',
  message:
    'A remote never imports another remote\'s source: load its exposed module through federation (import("mfe_x/Page")) or signal through the event names in @platform/shared.',
};

/** The api's contracts reach the front ends as types only: nothing of the api may enter a bundle. */
const API_TYPES_ONLY = [
  {
    name: '@platform/api/contracts',
    allowTypeImports: true,
    message: "Import the api's contracts with `import type`: they are types, never bundled code.",
  },
];
const API_SOURCE = {
  group: ['@platform/api', '@platform/api/*', '!@platform/api/contracts'],
  message: 'Front ends see the api only through the types of @platform/api/contracts.',
};

const ROOT = path.dirname(fileURLToPath(import.meta.url));

const subfolders = (folder) =>
  fs.existsSync(path.join(ROOT, folder))
    ? fs
        .readdirSync(path.join(ROOT, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * The layers of every app (docs/architecture.md: shared -> features -> routes -> app) as import-x zones: a
 * feature reaches another feature only through its public entry (`features/<name>/index.ts`),
 * never a deep path, and never reaches up into the app's routes or bootstrap. Zones are listed
 * per pair of features, read from the folders, so a new feature is covered without editing this.
 */
function featureBoundaryZones() {
  const apps = ['shell', ...subfolders('.').filter((name) => name.startsWith('mfe-'))];
  const zones = [];
  for (const app of apps) {
    const features = subfolders(`${app}/src/features`);
    for (const feature of features) {
      const target = `./${app}/src/features/${feature}`;
      for (const other of features.filter((name) => name !== feature)) {
        zones.push({
          target,
          from: `./${app}/src/features/${other}`,
          except: ['./index.ts'],
          message: `Import the '${other}' feature through its public entry (features/${other}/index.ts).`,
        });
      }
    }
    if (features.length) {
      zones.push({
        target: `./${app}/src/features`,
        from: [`./${app}/src/routes`, `./${app}/src/bootstrap.tsx`],
        message:
          'Features never import pages or the bootstrap: the flow is shared -> features -> routes.',
      });
    }
    zones.push({
      target: [`./${app}/src/lib`, `./${app}/src/ui`],
      from: [`./${app}/src/features`, `./${app}/src/routes`],
      message: "An app's lib and ui are below its features and pages: they import neither.",
    });
  }
  return zones;
}

/**
 * A raw palette shade ('green.600', 'colorPalette.800') in a colour prop: only the semantic tokens
 * are checked for WCAG contrast (shared/src/theme/contrast.test.ts), so a shade can pass on one
 * background and fail on the next. Matches string literals and the shade ending a template
 * (`${palette}.500`), in JSX props and in style objects (`_hover={{ color: ... }}`).
 */
const COLOUR_PROP =
  '/^(color|bg|bgColor|background|backgroundColor|border(Top|Right|Bottom|Left|Start|End|Inline|Block|X|Y)?Color|outlineColor|fill|stroke)$/';
const RAW_SHADE =
  '/^(colorPalette|gray|red|orange|yellow|green|teal|blue|cyan|purple|pink|brand)\\.(50|[1-9]00|950)$/';
const SHADE_SUFFIX = '/\\.(50|[1-9]00|950)$/';
const RAW_SHADE_MESSAGE =
  "Use a semantic colour token, not a raw palette shade: fg, fg.muted, fg.error/success/warning or <palette>.fg for text; <palette>.solid with <palette>.contrast for filled parts; <palette>.subtle/muted for tints; border.emphasized for control borders. Their contrast is tested; a shade's is not.";
const NO_RAW_SHADES = [
  `JSXAttribute[name.name=${COLOUR_PROP}] Literal[value=${RAW_SHADE}]`,
  `JSXAttribute[name.name=${COLOUR_PROP}] TemplateElement[value.raw=${SHADE_SUFFIX}]`,
  `Property[key.name=${COLOUR_PROP}] Literal[value=${RAW_SHADE}]`,
  `Property[key.name=${COLOUR_PROP}] TemplateElement[value.raw=${SHADE_SUFFIX}]`,
].map((selector) => ({ selector, message: RAW_SHADE_MESSAGE }));

const FROM_SHARED =
  'Take it from @platform/shared (its re-exports are the contract between shell and remotes; see shared/README.md).';

export default defineConfig(
  globalIgnores([
    '**/node_modules/**',
    '**/dist/**',
    'releases/**',
    '**/.data/**',
    'bench/results/**',
    '**/coverage/**',
    '**/test-results/**',
    '**/playwright-report/**',
    '**/@mf-types/**',
    '**/*.tsbuildinfo',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  // Imports resolved as TypeScript resolves them, for the cycle and boundary rules.
  {
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // A cycle makes module order matter and defeats code splitting; type-only imports are fine.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: featureBoundaryZones() }],
    },
  },

  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // Browser code: the apps and the shared library.
  {
    files: FRONT_END_SOURCES,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'no-restricted-syntax': ['error', ...NO_RAW_SHADES],
    },
  },

  // Shell and remotes: Chakra, the router and react-query only through shared (its hooks are bound
  // to the page's one client); no remote's source.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@chakra-ui/react', message: FROM_SHARED },
            { name: 'react-router-dom', message: FROM_SHARED },
            { name: 'react-router', message: FROM_SHARED },
            { name: '@tanstack/react-query', message: FROM_SHARED },
            ...API_TYPES_ONLY,
          ],
          patterns: [
            {
              group: ['@chakra-ui/react/*', 'react-router-dom/*', 'react-router/*'],
              message: FROM_SHARED,
            },
            REMOTE_SOURCE,
            API_SOURCE,
          ],
        },
      ],
    },
  },

  // shared is the bottom layer: it knows no app.
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: API_TYPES_ONLY,
          patterns: [
            REMOTE_SOURCE,
            API_SOURCE,
            {
              regex: '(^|/)shell(/|$)|^@platform/shell',
              message: 'shared must not depend on the shell.',
            },
          ],
        },
      ],
    },
  },

  // Unit tests: Jest globals.
  {
    files: ['**/*.test.{ts,tsx}', 'jest.setup.ts', '**/src/testing/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },

  // Node code: the api, the tooling, the journeys, config files.
  {
    files: [
      'api/**/*.{ts,mts,js,mjs}',
      'scripts/**/*.{js,mjs,cjs}',
      'e2e/**/*.{ts,mjs}',
      '*.{js,mjs,cjs,ts}',
      '**/*.config.{js,cjs,mjs,ts}',
      'build-config/**/*.{js,cjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  // Playwright fixtures declare what they use by destructuring, `async ({}, use)` included.
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
