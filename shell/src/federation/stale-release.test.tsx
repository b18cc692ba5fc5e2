import { render, screen, waitFor } from '@testing-library/react';
import { AppProvider } from '@platform/shared/core';
import { useState } from 'react';
import { isChunkLoadError, reloadPage, staleRecovery } from './stale-release';
import { StaleReleaseBoundary } from './StaleReleaseBoundary';

// The registry as a read after the error finds it.
let mockLive: Record<string, string> = {};
jest.mock('./registry', () => ({
  refreshRegistry: jest.fn(() => Promise.resolve([])),
  remoteVersion: (remote: string) => mockLive[remote],
  currentRegistry: () => ({
    apps: Object.fromEntries(Object.entries(mockLive).map(([app, version]) => [app, { version }])),
  }),
  startedShellVersion: () => 's1',
}));
jest.mock('./stale-release', () => ({
  ...jest.requireActual('./stale-release'),
  reloadPage: jest.fn(),
}));

function chunkError(): Error {
  const error = new Error(
    'Loading chunk 4821 failed.\n(missing: http://localhost:3003/4821.0a1b2c3d.js)',
  );
  error.name = 'ChunkLoadError';
  return error;
}

/** A page of release v1 whose next chunk is gone, then the same page of release v2. */
function Content({ attempt }: { attempt: number }) {
  if (attempt === 0) throw chunkError();
  return <h1>Productos y Packs</h1>;
}

describe('a file of an earlier release that is gone', () => {
  beforeEach(() => {
    mockLive = { shell: 's1', mfe_catalogue: 'v1' };
    window.sessionStorage.clear();
    jest.mocked(reloadPage).mockClear();
  });

  it('is told apart from any other error', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('renders a remote’s page again from its live release, when that release changed', async () => {
    await expect(staleRecovery(chunkError(), 'mfe_catalogue', 'v1')).resolves.toBe('none');
    mockLive.mfe_catalogue = 'v2';
    await expect(staleRecovery(chunkError(), 'mfe_catalogue', 'v1')).resolves.toBe('retry');
    await expect(staleRecovery(new Error('otro'), 'mfe_catalogue', 'v1')).resolves.toBe('none');
  });

  it('reloads the page once when the shell’s release changed', async () => {
    mockLive.shell = 's2';
    await expect(staleRecovery(chunkError())).resolves.toBe('reload');
    // Back on the same error after that reload: no loop, the error is shown.
    await expect(staleRecovery(chunkError())).resolves.toBe('none');
    mockLive.shell = 's3';
    await expect(staleRecovery(chunkError())).resolves.toBe('reload');
  });

  it('reloads the page once when a file of the shell itself is gone, whatever the registry says', async () => {
    const shellChunk = new Error(
      `Loading chunk 3140 failed.\n(error: ${window.location.origin}/3140.c24ac595.js)`,
    );
    shellChunk.name = 'ChunkLoadError';
    await expect(staleRecovery(shellChunk)).resolves.toBe('reload');
    await expect(staleRecovery(shellChunk)).resolves.toBe('none');
    // A remote's file that is gone, its release the same: the error, with its retry.
    await expect(staleRecovery(chunkError(), 'mfe_catalogue', 'v1')).resolves.toBe('none');
  });

  it('shows that it updates, then the page of the live release, with nothing blank', async () => {
    mockLive.mfe_catalogue = 'v2';
    function Page() {
      const [attempt, setAttempt] = useState(0);
      return (
        <StaleReleaseBoundary
          remote="mfe_catalogue"
          version={attempt === 0 ? 'v1' : 'v2'}
          onRetry={() => setAttempt(1)}
        >
          <Content attempt={attempt} />
        </StaleReleaseBoundary>
      );
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <AppProvider>
          <Page />
        </AppProvider>,
      );
      expect(
        screen.getByRole('status', { name: 'Actualizando a la nueva versión...' }),
      ).toBeVisible();
      expect(await screen.findByRole('heading', { name: 'Productos y Packs' })).toBeVisible();
    } finally {
      spy.mockRestore();
    }
  });

  it('offers to reload a shell page it cannot recover, in Spanish', async () => {
    function Broken(): never {
      throw new Error('Cannot read properties of undefined');
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <AppProvider>
          <StaleReleaseBoundary fallback="reload">
            <Broken />
          </StaleReleaseBoundary>
        </AppProvider>,
      );
      expect(await screen.findByText('Algo salió mal al mostrar esta página')).toBeVisible();
      screen.getByRole('button', { name: 'Recargar página' }).click();
      await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    } finally {
      spy.mockRestore();
    }
  });
});
