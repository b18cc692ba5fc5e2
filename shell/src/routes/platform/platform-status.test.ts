import { http, HttpResponse, server } from '@platform/shared/testing';
import { diagnostics, readPlatformStatus, type PlatformStatus } from './platform-status';

// How the ranges are compared is the host's (scripts/lib/platform.mjs, scripts/platform.test.mjs):
// here, only what the shell adds to the status it reads.

const app = (name: string, manifest: string | null) => ({
  name,
  kind: manifest ? ('remote' as const) : ('shell' as const),
  version: `v-${name}`,
  commit: '3f2a9c1b7d5e4f6a8b9c0d1e2f3a4b5c6d7e8f90',
  builtAt: '2026-12-07T20:30:15.000Z',
  publishedAt: '2026-12-07T20:31:00.000Z',
  manifest,
  shared: [],
  compatible: true,
});

const status: PlatformStatus = {
  schema: 1,
  registryUpdatedAt: '2026-12-07T20:31:00.000Z',
  apps: [
    app('shell', null),
    app('mfe_catalogue', 'http://localhost:3003/releases/v-catalogue/mf-manifest.json'),
    app('mfe_public', 'http://localhost:3001/releases/v-public/mf-manifest.json'),
  ],
};

describe('the platform status', () => {
  it("reads the host's /platform.json afresh", async () => {
    const requests: Request[] = [];
    server.use(
      http.get('/platform.json', ({ request }) => {
        requests.push(request);
        return HttpResponse.json(status);
      }),
    );
    await expect(readPlatformStatus()).resolves.toEqual(status);
    expect(requests.map((request) => request.cache)).toEqual(['no-cache']);
  });

  it('fails on an error status or a body that is not a status', async () => {
    server.use(http.get('/platform.json', () => new HttpResponse(null, { status: 404 })));
    await expect(readPlatformStatus()).rejects.toThrow('(404)');
    server.use(http.get('/platform.json', () => HttpResponse.json({ apps: 'no' })));
    await expect(readPlatformStatus()).rejects.toThrow('no es válido');
  });

  it("adds this tab's loads and errors to the diagnostics, none for the shell", () => {
    const copied = diagnostics(
      status,
      {
        mfe_public: {
          load: { entry: 'x', startedAt: '2026-12-07T20:40:00.000Z', ms: 250 },
          lastError: { message: 'offline', at: '2026-12-07T20:39:00.000Z' },
        },
      },
      new Date('2026-12-07T20:41:00.000Z'),
    );
    expect(copied.copiedAt).toBe('2026-12-07T20:41:00.000Z');
    expect(copied.apps.map((app) => [app.name, app.version, app.session])).toEqual([
      ['shell', 'v-shell', null],
      ['mfe_catalogue', 'v-mfe_catalogue', { load: null, lastError: null }],
      [
        'mfe_public',
        'v-mfe_public',
        {
          load: { entry: 'x', startedAt: '2026-12-07T20:40:00.000Z', ms: 250 },
          lastError: { message: 'offline', at: '2026-12-07T20:39:00.000Z' },
        },
      ],
    ]);
  });
});
