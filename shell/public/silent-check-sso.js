/* global window */
// Silent SSO check: hand the identity provider's answer back to the window that opened this
// frame (oidc-client-ts's message). A file, not an inline script: the page's policy allows no
// inline script.
window.parent.postMessage(
  { source: 'oidc-client', url: window.location.href, keepOpen: false },
  window.location.origin,
);
