// The share scope of every app: the singletons of docs/architecture.md, one copy in the browser.
//
// Chakra UI and react-router are deliberately NOT here: shared modules are not tree-shaken,
// and sharing them whole puts ~300 KB gzip on every first page (measured: shared/README.md). Instead
// `@platform/shared` re-exports only the pieces the apps use, and that package is the
// singleton; Chakra and the router are thus still loaded exactly once, inside it.
//
// Every range is read from what is installed when the app is built, never written by hand: a
// hand-written range drifts from the package it describes, and the runtime then warns on every
// page (it said `^7.0.7` of a share it knew as 1.0.0, below). shared-dependencies.test.cjs holds
// each range against the copies the apps install.
const path = require('node:path');

/** shared/: it depends on every library in the share scope, and its copies are the page's. */
const SHARED_DIR = path.join(__dirname, '..', 'shared');

/** The version of `pkg` installed for `fromDir` (shared/ unless told). */
function installedVersion(pkg, fromDir = SHARED_DIR) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [fromDir] })).version;
}

/** The version of the contract (shared/CHANGELOG.md), as the app being built has it. */
const SHARED_VERSION = require(path.join(SHARED_DIR, 'package.json')).version;

/**
 * The range a remote built against shared `version` requires: any version of the same major
 * (`^1.0.0` when built against 1.2.0). Not `^1.2.0`: the page runs the shell's copy, and a remote
 * built after a minor release must still run on a shell that has not been redeployed since
 * (minors only add; shared/CHANGELOG.md). Under 1.0.0 the minor is what breaks, as semver has it.
 */
function contractRange(version) {
  const [major, minor] = version.split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/** A library in one copy, requiring at least the version the app was built with (`^19.3.1`). */
function library(pkg) {
  return {
    singleton: true,
    requiredVersion: `^${installedVersion(pkg)}`,
    strictVersion: false,
  };
}

/**
 * Every subpath of a library (`react/jsx-runtime`), shared with a trailing slash. Its version is
 * given: left to itself, webpack takes the version of the package.json nearest the subpath's
 * file, and that is not always the library's: `@hookform/resolvers/yup/package.json` says 1.0.0
 * while the library is 7.0.7, so the page provided 1.0.0 against a required ^7.0.7 and warned.
 */
function librarySubpaths(pkg) {
  return { ...library(pkg), version: installedVersion(pkg) };
}

/**
 * `@platform/shared` and each of its federated entries. Strict: a remote built against another
 * major must not run on the page's copy, whose exports and shapes it does not know. The runtime
 * then throws instead of warning, and the shell refuses such a remote before it starts
 * (shell/src/federation/shared-contract.ts), so it shows the route's error and nothing else.
 */
const contract = () => ({
  singleton: true,
  requiredVersion: contractRange(SHARED_VERSION),
  strictVersion: true,
});

const sharedDependencies = {
  react: library('react'),
  // The trailing slash shares every subpath (react/jsx-runtime, react-dom/client, ...),
  // so no second React copy sneaks in through a deep import.
  'react/': librarySubpaths('react'),
  'react-dom': library('react-dom'),
  'react-dom/': librarySubpaths('react-dom'),
  '@emotion/react': library('@emotion/react'),
  zustand: library('zustand'),
  'zustand/': librarySubpaths('zustand'),
  '@platform/shared': contract(),
  // The first-page entry: what the shell's frame and the landing need; the main entry
  // re-exports it by package name, so the two share this one copy.
  '@platform/shared/core': contract(),
  // Second entries: heavy, rarely-first pieces loaded on first use.
  '@platform/shared/overlays': contract(),
  '@platform/shared/widgets': contract(),
  '@platform/shared/charts': contract(),
  // The forms stack: shared's validation schemas and the libraries every form uses. Bundled by
  // each app instead, a journey through the remotes loaded yup three times and react-hook-form
  // twice. As singletons they load once, with the first form, and a form's context is one.
  '@platform/shared/validation': contract(),
  yup: library('yup'),
  'react-hook-form': library('react-hook-form'),
  // Only its subpaths are imported (`@hookform/resolvers/yup`).
  '@hookform/resolvers/': librarySubpaths('@hookform/resolvers'),
};

module.exports = { sharedDependencies, contractRange, installedVersion, SHARED_VERSION };
