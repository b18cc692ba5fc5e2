// Chakra UI in the unit tests, as one file.
//
// Chakra's CommonJS build is some 1,900 files (its components, Zag's state machines, Ark, Floating
// UI): requiring `@chakra-ui/react` and `@chakra-ui/react/theme` took about 1.7 s in every test
// file that renders a component, a third of the unit tests' time. Jest's globalSetup bundles both
// entries once per installed Chakra version into one minified file (esbuild, ~2 s), and the
// projects' moduleNameMapper points the two specifiers at it: about 0.5 s per test file.
//
// React and Emotion's React stay outside the bundle, so components, hooks and the theme's
// context are the same modules the tests and the app's code use.
const fs = require('node:fs');
const path = require('node:path');

// Resolved from @platform/shared, the one package that imports Chakra (the lint rules keep it so).
const sharedDir = path.join(__dirname, '..', '..', 'shared');
const chakraPackage = require.resolve('@chakra-ui/react/package.json', { paths: [sharedDir] });
const chakraVersion = JSON.parse(fs.readFileSync(chakraPackage, 'utf8')).version;

// Inside shared's node_modules: `react` and `@emotion/react` resolve from there as from shared.
const cacheDir = path.join(sharedDir, 'node_modules', '.cache', 'jest-chakra');
const bundleFile = path.join(cacheDir, `chakra-${chakraVersion}.cjs`);
const entries = {
  '@chakra-ui/react': path.join(cacheDir, `react-${chakraVersion}.cjs`),
  '@chakra-ui/react/theme': path.join(cacheDir, `theme-${chakraVersion}.cjs`),
};

/** moduleNameMapper entries: each Chakra entry the code imports, to its part of the bundle. */
const chakraModuleMapper = Object.fromEntries(
  Object.entries(entries).map(([specifier, file]) => [
    `^${specifier.replace(/[/]/g, '\\/')}$`,
    file,
  ]),
);

/** Jest's globalSetup: writes the bundle unless this Chakra version's is there already. */
async function buildChakraBundle() {
  if (fs.existsSync(bundleFile) && Object.values(entries).every((file) => fs.existsSync(file))) {
    return;
  }
  const esbuild = require('esbuild');
  fs.mkdirSync(cacheDir, { recursive: true });
  // Written under a temporary name and renamed: a second Jest starting at the same moment never
  // reads half a file.
  const partial = `${bundleFile}.${process.pid}.tmp`;
  await esbuild.build({
    stdin: {
      contents: Object.keys(entries)
        .map(
          (specifier) =>
            `exports[${JSON.stringify(specifier)}] = require(${JSON.stringify(specifier)});`,
        )
        .join('\n'),
      resolveDir: sharedDir,
      loader: 'js',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: true,
    outfile: partial,
    external: [
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      '@emotion/react',
      '@emotion/react/*',
    ],
    logLevel: 'error',
  });
  fs.renameSync(partial, bundleFile);
  for (const [specifier, file] of Object.entries(entries)) {
    fs.writeFileSync(
      file,
      `module.exports = require(${JSON.stringify(`./${path.basename(bundleFile)}`)})[${JSON.stringify(specifier)}];\n`,
    );
  }
}

module.exports = { buildChakraBundle, chakraModuleMapper };
