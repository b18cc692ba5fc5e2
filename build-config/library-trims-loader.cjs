// Library code that webpack cannot prove side-effect free is bundled whole, used or not. Each
// trim below marks such module-level code pure (or drops a development nicety), so that only
// what the apps import reaches the first page. Every trim names the code it expects: when a
// library upgrade changes that code, the build fails instead of silently shipping it all again
// (a warning went unread in a passing build). library-trims-loader.test.cjs runs every trim on
// the installed libraries, so an upgrade that breaks one fails `npm test` before any build.

const TRIMS = [
  {
    // `defaultThemeConfig = defineConfig({... every recipe ...})` is built at load time; we never
    // use it, and with it all ~60 recipes (~13 KB gzip) were bundled. Only the recipes our system
    // registers are kept once the call is pure.
    name: 'Chakra default theme config',
    file: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
    edits: [[/(const defaultThemeConfig = )defineConfig\(/, '$1/* @__PURE__ */ defineConfig(']],
  },
  {
    // Every component's anatomy (`createAnatomy("alert").parts(...)`) is built at load time.
    name: 'Chakra anatomies',
    file: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/,
    edits: [[/^(const [\w$]+ = )(?=[\w$]+\.extendWith\(|createAnatomy\()/gm, '$1/* @__PURE__ */ ']],
  },
  {
    // `@emotion/react` is shared (an MF singleton), and a shared module is bundled with all of its
    // exports. `withTheme`, a class-component helper that neither Chakra nor our code uses, is
    // the one that brings `hoist-non-react-statics` and React 16's `react-is`: ~0.7 KB gzip on
    // every first page. It is taken out of the package's exports (development build too, so both
    // modes agree), with the two imports only it needed; importing it fails the build.
    name: "Emotion's withTheme",
    file: /@emotion[\\/]react[\\/]dist[\\/]emotion-react\.browser(\.development)?\.esm\.js$/,
    edits: [
      [/, b as withTheme(?= \} from '\.\/emotion-element-)/, ''],
      [/^import '\.\.\/_isolated-hnrs\/dist\/[\w.-]+';$/m, ''],
      [/^import 'hoist-non-react-statics';$/m, ''],
    ],
  },
  {
    // React Router's components are `React.forwardRef(...)` / `React.memo(...)` calls followed by a
    // `X.displayName = "X"` assignment: both keep every component (Link's prefetching, Form's
    // submission, ScrollRestoration...) in the bundle whether it is imported or not.
    name: 'React Router components',
    file: /[\\/]react-router[\\/]dist[\\/](development|production)[\\/]chunk-[\w-]+\.mjs$/,
    // The package's code is split in chunks; only the one with the components is trimmed.
    only: (source) => source.includes('.forwardRef('),
    edits: [
      [/^[\w$]+\.displayName = "[^"\n]*";$/gm, ''],
      [
        /^((?:var|const|let) [\w$]+ = )(React\w*\.(?:forwardRef|memo|createContext)\()/gm,
        '$1/* @__PURE__ */ $2',
      ],
    ],
  },
  {
    // The federation SDK makes two loggers at load time. Each remote's entry used to carry their
    // class, its stack-trace filter and the two instances (~0.6 KB gzip per remoteEntry.js);
    // since the remotes take the runtime from the shell (remote-bundler-runtime.mjs), only the
    // shell's build reads this file, and the trim drops what its runtime leaves unused there:
    // ~0.05 KB gzip off its main.js.
    name: 'Module Federation loggers',
    file: /@module-federation[\\/]sdk[\\/]dist[\\/]logger\.js$/,
    edits: [
      [/^(const logger = )(createLogger\()/m, '$1/* @__PURE__ */ $2'],
      [/^(const infrastructureLogger = )(createInfrastructureLogger\()/m, '$1/* @__PURE__ */ $2'],
    ],
  },
];

/** The module rule that applies the trims (webpack `module.rules` entry). */
function libraryTrimsRule() {
  return {
    test: (resource) => TRIMS.some((trim) => trim.file.test(resource)),
    loader: __filename,
  };
}

module.exports = function applyLibraryTrims(source) {
  let trimmed = source;
  const applicable = TRIMS.filter(
    (trim) => trim.file.test(this.resourcePath) && (!trim.only || trim.only(source)),
  );
  for (const trim of applicable) {
    for (const [pattern, replacement] of trim.edits) {
      const edited = trimmed.replace(pattern, replacement);
      if (edited === trimmed) {
        this.emitError(
          new Error(
            `${trim.name}: expected code not found (${pattern}); the library changed under this trim: update or remove it (build-config/library-trims-loader.cjs)`,
          ),
        );
      }
      trimmed = edited;
    }
  }
  return trimmed;
};
module.exports.libraryTrimsRule = libraryTrimsRule;
module.exports.TRIMS = TRIMS;
