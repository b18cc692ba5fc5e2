import type { Registry } from '../../federation/registry';
import { compareRange, diagnostics, majorOf, platformStatus } from './platform-status';

const release = (version: string, shared: Record<string, string>, manifest?: string) => ({
  version,
  commit: '3f2a9c1b7d5e4f6a8b9c0d1e2f3a4b5c6d7e8f90',
  builtAt: '2026-12-07T20:30:15.000Z',
  publishedAt: '2026-12-07T20:31:00.000Z',
  shared,
  ...(manifest ? { manifest, pages: [] } : {}),
});

const registry: Registry = {
  schema: 1,
  updatedAt: '2026-12-07T20:31:00.000Z',
  apps: {
    mfe_catalogue: release(
      'v-catalogue',
      { react: '^18.2.0', '@platform/shared': '^1.2.0', 'lucide-react': '^0.460.0' },
      'http://localhost:3003/releases/v-catalogue/mf-manifest.json',
    ),
    shell: release('v-shell', { '@platform/shared': '^1.0.0', react: '^19.3.1' }),
    mfe_public: release(
      'v-public',
      { '@platform/shared': '^1.0.0', react: '^19.3.1' },
      'http://localhost:3001/releases/v-public/mf-manifest.json',
    ),
  },
};

describe('shared ranges beside the shell', () => {
  it('compares the major, or the minor under 1.0.0', () => {
    expect(majorOf('^19.3.1')).toBe('19');
    expect(majorOf('^0.460.0')).toBe('0.460');
    expect(majorOf('*')).toBeNull();
    expect(compareRange('^1.0.0', '^1.0.0')).toBe('same');
    expect(compareRange('^1.2.0', '^1.0.0')).toBe('minor');
    expect(compareRange('^18.2.0', '^19.3.1')).toBe('major');
    expect(compareRange('^0.5.0', '^0.4.0')).toBe('major');
    expect(compareRange('*', '^1.0.0')).toBe('unknown');
    expect(compareRange('^1.0.0', undefined)).toBe('not-in-shell');
  });

  it('lists the shell first, then each remote, with its ranges beside the shell', () => {
    const status = platformStatus(registry);
    expect(status.apps.map((app) => [app.name, app.kind, app.compatible])).toEqual([
      ['shell', 'shell', true],
      ['mfe_catalogue', 'remote', false],
      ['mfe_public', 'remote', true],
    ]);
    expect(status.apps[1]!.shared).toEqual([
      { name: '@platform/shared', range: '^1.2.0', shellRange: '^1.0.0', match: 'minor' },
      { name: 'lucide-react', range: '^0.460.0', shellRange: null, match: 'not-in-shell' },
      { name: 'react', range: '^18.2.0', shellRange: '^19.3.1', match: 'major' },
    ]);
  });

  it("adds this tab's loads and errors to the diagnostics, none for the shell", () => {
    const copied = diagnostics(
      platformStatus(registry),
      {
        mfe_public: {
          load: { entry: 'x', startedAt: '2026-12-07T20:40:00.000Z', ms: 250 },
          lastError: { message: 'offline', at: '2026-12-07T20:39:00.000Z' },
        },
      },
      new Date('2026-12-07T20:41:00.000Z'),
    );
    expect(copied.copiedAt).toBe('2026-12-07T20:41:00.000Z');
    expect(copied.apps.map((app) => app.session)).toEqual([
      null,
      { load: null, lastError: null },
      {
        load: { entry: 'x', startedAt: '2026-12-07T20:40:00.000Z', ms: 250 },
        lastError: { message: 'offline', at: '2026-12-07T20:39:00.000Z' },
      },
    ]);
  });
});
