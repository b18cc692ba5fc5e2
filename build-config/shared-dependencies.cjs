// The share scope of every app: the singletons of docs/architecture.md, one copy in the browser.
//
// Chakra UI and react-router are deliberately NOT here: shared modules are not tree-shaken,
// and sharing them whole puts ~300 KB gzip on every first page (measured: shared/README.md). Instead
// `@platform/shared` re-exports only the pieces the apps use, and that package is the
// singleton; Chakra and the router are thus still loaded exactly once, inside it.
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, strictVersion: false });

const sharedDependencies = {
  react: singleton('^19.3.1'),
  // The trailing slash shares every subpath (react/jsx-runtime, react-dom/client, ...),
  // so no second React copy sneaks in through a deep import.
  'react/': singleton('^19.3.1'),
  'react-dom': singleton('^19.3.1'),
  'react-dom/': singleton('^19.3.1'),
  '@emotion/react': singleton('^11.14.0'),
  zustand: singleton('^5.1.0'),
  'zustand/': singleton('^5.1.0'),
  '@platform/shared': singleton('^0.1.0'),
  // The first-page entry: what the shell's frame and the landing need; the main entry
  // re-exports it by package name, so the two share this one copy.
  '@platform/shared/core': singleton('^0.1.0'),
  // Second entries: heavy, rarely-first pieces loaded on first use.
  '@platform/shared/overlays': singleton('^0.1.0'),
  '@platform/shared/widgets': singleton('^0.1.0'),
  '@platform/shared/charts': singleton('^0.1.0'),
  // The forms stack: shared's validation schemas and the libraries every form uses. Bundled by
  // each app instead, a journey through the remotes loaded yup three times and react-hook-form
  // twice. As singletons they load once, with the first form, and a form's context is one.
  '@platform/shared/validation': singleton('^0.1.0'),
  yup: singleton('^1.7.1'),
  'react-hook-form': singleton('^7.92.0'),
  // Only its subpaths are imported (`@hookform/resolvers/yup`).
  '@hookform/resolvers/': singleton('^7.0.7'),
};

module.exports = { sharedDependencies };
