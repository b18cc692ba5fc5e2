import { createInstance } from '@module-federation/enhanced/runtime';
import { replaceRemote } from './registry';

// Against the installed federation runtime, not a mock: replaceRemote relies on the remote
// handler's `removeRemote`, private in the runtime's types. An upgrade that renames or drops it
// fails here rather than in a merchant's tab.
jest.mock('@module-federation/enhanced/runtime', () => {
  const runtime = jest.requireActual('@module-federation/enhanced/runtime');
  let instance: ReturnType<typeof runtime.createInstance> | null = null;
  return {
    ...runtime,
    createInstance: (options: Parameters<typeof runtime.createInstance>[0]) =>
      (instance = runtime.createInstance(options)),
    getInstance: () => instance,
    registerRemotes: (...args: Parameters<typeof runtime.registerRemotes>) =>
      instance?.registerRemotes(...args),
  };
});

describe('replacing a remote in the installed federation runtime', () => {
  it('registers the new release in place of the old one, without the runtime’s warning', () => {
    const host = createInstance({ name: 'shell', remotes: [] });
    const handler = host.remoteHandler as unknown as { removeRemote?: unknown };
    expect(typeof handler.removeRemote).toBe('function');

    host.registerRemotes([
      { name: 'mfe_catalogue', entry: 'http://localhost:3003/releases/v2/mf-manifest.json' },
    ]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      replaceRemote('mfe_catalogue', 'http://localhost:3003/releases/v1/mf-manifest.json');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
    expect(host.options.remotes).toEqual([
      expect.objectContaining({
        name: 'mfe_catalogue',
        entry: 'http://localhost:3003/releases/v1/mf-manifest.json',
      }),
    ]);
  });
});
