// A federation runtime plugin of each remote's container (build-config/index.cjs). A release's
// entry is served at `/releases/<version>/remoteEntry.js` of the remote's origin, and its hashed
// chunks at the origin's root (scripts/serve.mjs serves them from the releases it keeps): a chunk
// that two releases share keeps its address, so a merchant's browser, which cached it with the
// first release, does not download it again with the next. `publicPath: 'auto'` takes the entry's
// folder; the release's part of it is taken off here, as the container starts, before any chunk
// is asked for. An entry served from the origin's root (the standalone page, an app never
// released) keeps its folder.
/* global __webpack_public_path__ */

/** `https://cdn.example.cl/catalogo/releases/20261207T203015Z-3f2a9c1b/` -> `…/catalogo/` */
export function withoutRelease(publicPath) {
  return publicPath.replace(/releases\/[^/]+\/$/, '');
}

// Assigning this free variable sets the container's webpack public path (`__webpack_require__.p`).
// eslint-disable-next-line no-global-assign -- webpack's own variable, meant to be assigned
__webpack_public_path__ = withoutRelease(__webpack_public_path__);

export default function releasePublicPathPlugin() {
  return { name: 'release-public-path' };
}
