// Runs before every unit test file of every front-end package (jest.config.cjs).
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
// Relative paths resolve to the same module instances as the packages' `@platform/shared`.
import { queryClient } from './shared/src/data/query-client';
import { server } from './shared/src/testing/http';
// Before any element is created: React's development build then skips recording where each was.
import './shared/src/testing/no-owner-stacks';

// react-router 7 needs these and jsdom does not provide them.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// Browser APIs jsdom lacks that Chakra (zag) and the charts touch on mount.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  class NoopObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  const globals = globalThis as Record<string, unknown>;
  globals.ResizeObserver ??= NoopObserver;
  globals.IntersectionObserver ??= NoopObserver;
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}

// The network of every unit test is MSW's (shared/src/testing/http.ts): a request no handler
// answers fails the test, and each test starts with no handlers and an empty query cache. A
// failed request shows its error at once (the app's client retries a 5xx once).
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retry: false },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  queryClient.clear();
});
afterAll(() => server.close());
