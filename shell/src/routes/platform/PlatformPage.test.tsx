import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@platform/shared/testing';
import type { Registry } from '../../federation/registry';
import { loadFinished, loadStarted, resetRemoteSessions } from '../../federation/load-timings';
import { PlatformPage } from './PlatformPage';

let mockRegistry: Registry;
let mockReadDone: () => void = () => undefined;
jest.mock('../../federation/registry', () => ({
  currentRegistry: () => mockRegistry,
  refreshRegistry: jest.fn(
    () => new Promise<string[]>((resolve) => (mockReadDone = () => resolve([]))),
  ),
}));

const release = (version: string, shared: Record<string, string>, manifest?: string) => ({
  version,
  commit: '3f2a9c1b7d5e4f6a8b9c0d1e2f3a4b5c6d7e8f90',
  builtAt: '2026-12-07T20:30:15.000Z',
  publishedAt: '2026-12-07T20:31:00.000Z',
  shared,
  ...(manifest ? { manifest, pages: [] } : {}),
});

const CATALOGUE_MANIFEST =
  'http://localhost:3003/releases/20261207T203015Z-bbbbbbbb/mf-manifest.json';

const registry: Registry = {
  schema: 1,
  updatedAt: '2026-12-07T20:31:00.000Z',
  apps: {
    shell: release('20261207T203015Z-aaaaaaaa', { '@platform/shared': '^1.0.0', react: '^19.3.1' }),
    mfe_catalogue: release(
      '20261207T203015Z-bbbbbbbb',
      { '@platform/shared': '^2.0.0', react: '^19.3.1' },
      CATALOGUE_MANIFEST,
    ),
    mfe_public: release(
      '20261207T203015Z-cccccccc',
      { '@platform/shared': '^1.0.0', react: '^19.3.1' },
      'http://localhost:3001/releases/20261207T203015Z-cccccccc/mf-manifest.json',
    ),
  },
};

async function openPanel() {
  renderWithProviders(<PlatformPage />, { route: '/plataforma' });
  expect(screen.getByRole('heading', { name: 'Plataforma', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('Leyendo el registro de módulos...')).toBeInTheDocument();
  await act(async () => mockReadDone());
}

const card = (name: RegExp) => within(screen.getByRole('region', { name }));

describe('the platform panel', () => {
  beforeEach(() => {
    mockRegistry = registry;
    resetRemoteSessions();
  });

  it("shows each app's release, manifest and this tab's load, once the registry is read", async () => {
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
    mockRegistry = { schema: 1, updatedAt: '', apps: { shell: registry.apps.shell! } };
    await openPanel();
    expect(
      screen.getByRole('heading', { name: 'El registro no tiene remotos' }),
    ).toBeInTheDocument();
  });
});
