import '@testing-library/jest-dom';
import path from 'node:path';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// @nivo/core's CommonJS build requires `react-virtualized-auto-sizer` and uses the module object
// as a component ("Element type is invalid … got: object"): hand it the default export instead.
const nivoCoreDir = path.dirname(path.dirname(require.resolve('@nivo/core')));
const autoSizerPath = require.resolve('react-virtualized-auto-sizer', { paths: [nivoCoreDir] });
jest.doMock(autoSizerPath, () => {
  const actual = jest.requireActual<{ default: unknown }>(autoSizerPath);
  return actual.default;
});
