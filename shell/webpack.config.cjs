const { createAppConfig } = require('@platform/build-config');

// The shell is the only host. It declares no remotes at build time: it reads the registry
// (public/remotes.json, replaceable per environment) when it starts.
module.exports = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  title: 'Suscribe · Comercio por suscripción',
});
