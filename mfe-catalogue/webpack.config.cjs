const { createAppConfig } = require('@platform/build-config');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mfe_catalogue',
  title: 'Catálogo',
});
