// @nivo/core 0.99's CommonJS build uses `require('react-virtualized-auto-sizer')` as the
// component itself, but that module's CommonJS export is `{ default: AutoSizer }` ("Element type
// is invalid … got: object"). jest.config.cjs maps the module here: the real one's default export.
// (Resolved through its package.json: resolving the bare name would hit the mapping again.)
const path = require('node:path');

const sharedDir = path.resolve(__dirname, '..', '..', 'shared');
const nivoCore = require.resolve('@nivo/core', { paths: [sharedDir] });
const manifest = require.resolve('react-virtualized-auto-sizer/package.json', {
  paths: [path.dirname(nivoCore)],
});
const real = require(path.join(path.dirname(manifest), require(manifest).main));

module.exports = real.default ?? real;
