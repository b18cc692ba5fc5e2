// The unit tests' environment: jsdom, plus the parts of Node's web platform that jsdom lacks and
// MSW needs to stand in for the network (fetch, Request, Response, streams, BroadcastChannel).
// jsdom's own FormData stays: `new FormData(form)` must read a jsdom <form>.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Headers',
  'Request',
  'Response',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextDecoderStream',
  'TextEncoderStream',
  'TextDecoder',
  'TextEncoder',
  'BroadcastChannel',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

class PlatformEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // jsdom resolves packages with the 'browser' condition; MSW's node entry needs Node's.
    this.customExportConditions = [''];
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = PlatformEnvironment;
