import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, renderWithProviders, server } from '@platform/shared/testing';
import { loadFinished, loadStarted, resetRemoteSessions } from '../../federation/load-timings';
import { PlatformPage } from './PlatformPage';
import type { PlatformApp, PlatformStatus, SharedRange } from './platform-status';

const SHELL_SHARED = '^1.0.0';
const CATALOGUE_MANIFEST =
  'http://localhost:3003/releases/20261207T203015Z-bbbbbbbb/mf-manifest.json';

const ranges = (shared: string, match: SharedRange['match']): SharedRange[] => [
  { name: '@platform/shared', range: shared, shellRange: SHELL_SHARED, match },
  { name: 'react', range: '^19.3.1', shellRange: '^19.3.1', match: 'same' },
];

const app = (
  name: string,
  version: string,
  manifest: string | null,
  shared: SharedRange[],
  compatible = true,
): PlatformApp => ({
  name,
  kind: name === 'shell' ? 'shell' : 'remote',
  version,
  commit: '3f2a9c1b7d5e4f6a8b9c0d1e2f3a4b5c6d7e8f90',
  builtAt: '2026-12-07T20:30:15.000Z',
  publishedAt: '2026-12-07T20:31:00.000Z',
  manifest,
  shared,
  compatible,
});

/**
 * What the shell's host sends as `/platform.json` for a registry where the catalogue was built
 * against another major of `@platform/shared` (scripts/platform.test.mjs checks how the host
 * compares the ranges; the panel shows the comparison as it comes).
 */
const STATUS: PlatformStatus = {
  schema: 1,
  registryUpdatedAt: '2026-12-07T20:31:00.000Z',
  apps: [
    app('shell', '20261207T203015Z-aaaaaaaa', null, ranges(SHELL_SHARED, 'same')),
    app(
      'mfe_catalogue',
      '20261207T203015Z-bbbbbbbb',
      CATALOGUE_MANIFEST,
      ranges('^2.0.0', 'major'),
      false,
    ),
    app(
      'mfe_public',
      '20261207T203015Z-cccccccc',
      'http://localhost:3001/releases/20261207T203015Z-cccccccc/mf-manifest.json',
      ranges(SHELL_SHARED, 'same'),
    ),
  ],
};

/** The host answers `/platform.json` with `reply`, once `release()` is called. */
function servePlatformJson(reply: () => Response) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('/platform.json', async () => {
      await released;
      return reply();
    }),
  );
  return { release: () => act(async () => release()) };
}

async function openPanel(status: PlatformStatus = STATUS) {
  const host = servePlatformJson(() => HttpResponse.json(status));
  renderWithProviders(<PlatformPage />, { route: '/plataforma' });
  expect(screen.getByRole('heading', { name: 'Plataforma', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('Leyendo el registro de módulos...')).toBeInTheDocument();
  await host.release();
  await screen.findByRole('heading', { name: /^shell/, level: 2 });
}

const card = (name: RegExp) => within(screen.getByRole('region', { name }));

describe('the platform panel', () => {
  beforeEach(() => {
    resetRemoteSessions();
  });

  it("shows each app's release, manifest and this tab's load, once the host's status is read", async () => {
    loadStarted('mfe_public', 0, new Date('2026-12-07T20:40:00.000Z'));
    loadFinished('mfe_public', { entry: 'x' }, 1234);
    loadStarted('mfe_catalogue', 0);
    loadFinished(
      'mfe_catalogue',
      { entry: CATALOGUE_MANIFEST, error: new Error('HTTP 503') },
      5,
      new Date('2026-12-07T20:41:05.000Z'),
    );
    await openPanel();

    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['shell (Shell)', 'mfe_catalogue (Remoto)', 'mfe_public (Remoto)']);
    const publicApp = card(/^mfe_public/);
    expect(publicApp.getByText('20261207T203015Z-cccccccc')).toBeInTheDocument();
    expect(publicApp.getByText('3f2a9c1')).toBeInTheDocument();
    expect(publicApp.getByText('1.234 ms')).toBeInTheDocument();
    expect(publicApp.getByText('sin errores')).toBeInTheDocument();

    const catalogue = card(/^mfe_catalogue/);
    expect(catalogue.getByRole('link', { name: CATALOGUE_MANIFEST })).toHaveAttribute(
      'href',
      CATALOGUE_MANIFEST,
    );
    expect(catalogue.getByText('Aún no se carga en esta sesión')).toBeInTheDocument();
    expect(catalogue.getByText(/HTTP 503/)).toBeInTheDocument();
    expect(
      catalogue.getByText('Incompatible: otra versión mayor que el shell'),
    ).toBeInTheDocument();
  });

  it("marks a range of another major than the shell's in words, in a table with headers", async () => {
    await openPanel();
    const table = card(/^mfe_catalogue/).getByRole('table', {
      name: 'Rangos compartidos de mfe_catalogue junto a los del shell',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Módulo compartido', 'Rango de mfe_catalogue', 'Rango del shell', 'Comparación']);
    const shared = within(table).getByRole('row', { name: /@platform\/shared/ });
    expect(within(shared).getByText('Otra versión mayor: no coincide')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /react/ })).toHaveTextContent('Igual');
  });

  it('copies the diagnostics as JSON, with the loads of this tab, and says so', async () => {
    const user = userEvent.setup();
    loadStarted('mfe_public', 0, new Date('2026-12-07T20:40:00.000Z'));
    loadFinished('mfe_public', { entry: 'x' }, 250);
    await openPanel();

    await user.click(screen.getByRole('button', { name: 'Copiar diagnóstico' }));

    expect(await screen.findByText('Diagnóstico copiado al portapapeles.')).toBeInTheDocument();
    const copied = JSON.parse(await navigator.clipboard.readText()) as {
      apps: Array<{ name: string; version: string; compatible: boolean; session: unknown }>;
    };
    expect(copied.apps.map((app) => [app.name, app.version, app.compatible])).toEqual([
      ['shell', '20261207T203015Z-aaaaaaaa', true],
      ['mfe_catalogue', '20261207T203015Z-bbbbbbbb', false],
      ['mfe_public', '20261207T203015Z-cccccccc', true],
    ]);
    expect(copied.apps[2]!.session).toEqual({
      load: { entry: 'x', startedAt: '2026-12-07T20:40:00.000Z', ms: 250 },
      lastError: null,
    });
  });

  it('offers the same data as JSON', async () => {
    await openPanel();
    expect(screen.getByRole('link', { name: 'Ver JSON (/platform.json)' })).toHaveAttribute(
      'href',
      '/platform.json',
    );
  });

  it('says so when the registry has no remotes', async () => {
    await openPanel({ ...STATUS, apps: [STATUS.apps[0]!] });
    expect(
      screen.getByRole('heading', { name: 'El registro no tiene remotos' }),
    ).toBeInTheDocument();
  });

  it('says so when the status cannot be read, and reads it again on "Reintentar"', async () => {
    const user = userEvent.setup();
    const failing = servePlatformJson(() => new HttpResponse(null, { status: 503 }));
    renderWithProviders(<PlatformPage />, { route: '/plataforma' });
    await failing.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error');
    expect(screen.getByRole('button', { name: 'Copiar diagnóstico' })).toBeDisabled();

    const host = servePlatformJson(() => HttpResponse.json(STATUS));
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByText('Leyendo el registro de módulos...')).toBeInTheDocument();
    await host.release();
    expect(await screen.findByRole('heading', { name: /^mfe_catalogue/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
