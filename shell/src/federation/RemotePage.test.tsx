import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  APP_EVENTS,
  AppProvider,
  onAppEvent,
  Route,
  Routes,
  useNavigate,
} from '@platform/shared/core';
import { MemoryRouter } from '@platform/shared/testing';
import { provideExposedModules } from './exposed-module';
import { refreshRegistry } from './registry';
import { reloadPage } from './stale-release';
import { preloadRemotePage, RemotePage } from './RemotePage';

// The registry as a navigation reads it: each read may find another live release.
let mockLiveVersion = 'v1';
jest.mock('./stale-release', () => ({
  ...jest.requireActual('./stale-release'),
  reloadPage: jest.fn(),
}));
jest.mock('./registry', () => ({
  refreshRegistry: jest.fn(() => Promise.resolve([])),
  registryAge: () => Number.POSITIVE_INFINITY,
  remoteVersion: () => mockLiveVersion,
  resetRemote: jest.fn(),
}));

function HelpPage() {
  return <h1>Centro de Ayuda</h1>;
}

function DocsPage() {
  return <h1>Documentación</h1>;
}

function StatusPage() {
  return <h1>Estado del Servicio</h1>;
}

function renderPage(path: string, module: string) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <RemotePage remote="mfe_public" module={module} />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('a remote page', () => {
  afterEach(() => provideExposedModules(() => Promise.resolve(undefined)));

  it('says it is live once it is on screen, with its path', async () => {
    let resolve: (module: { default: typeof HelpPage }) => void = () => undefined;
    provideExposedModules(() => new Promise((done) => (resolve = done)));
    const shown = jest.fn();
    const off = onAppEvent(APP_EVENTS.pageShown, shown);
    render(
      <AppProvider>
        <MemoryRouter initialEntries={['/help']}>
          <RemotePage remote="mfe_public" module="./HelpPage" />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(shown).not.toHaveBeenCalled();

    resolve({ default: HelpPage });
    expect(await screen.findByRole('heading', { name: 'Centro de Ayuda' })).toBeInTheDocument();
    // Said by an effect, once the page is committed: right after the heading, not with it.
    await waitFor(() => expect(shown).toHaveBeenCalledWith({ path: '/help' }));
    off();
  });

  it('loads the page behind a link on intent, and the click uses that one load', async () => {
    const load = jest.fn(() => Promise.resolve({ default: DocsPage }));
    provideExposedModules(load);

    preloadRemotePage('/docs');
    await waitFor(() => expect(load).toHaveBeenCalledWith('mfe_public', './DocsPage'));

    renderPage('/docs', './DocsPage');
    expect(await screen.findByRole('heading', { name: 'Documentación' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the click when the load on intent failed', async () => {
    const load = jest
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockResolvedValue({ default: StatusPage });
    provideExposedModules(load);

    preloadRemotePage('/status');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    renderPage('/status', './StatusPage');
    expect(await screen.findByRole('heading', { name: 'Estado del Servicio' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does nothing for a path no remote serves', () => {
    const load = jest.fn(() => Promise.resolve(undefined));
    provideExposedModules(load);
    preloadRemotePage('/no-existe');
    expect(load).not.toHaveBeenCalled();
  });

  it('takes the live release at the next navigation, afresh when the tab runs another, and never swaps the page on screen', async () => {
    mockLiveVersion = 'v1';
    provideExposedModules(async () => {
      const version = mockLiveVersion;
      return { default: () => <h1>Productos {version}</h1> };
    });
    function Links() {
      const navigate = useNavigate();
      return (
        <>
          <button onClick={() => navigate('/dashboard')}>Panel</button>
          <button onClick={() => navigate('/products')}>Productos</button>
          <button onClick={() => navigate('/products?page=2')}>Página 2</button>
        </>
      );
    }
    render(
      <AppProvider>
        <MemoryRouter initialEntries={['/products']}>
          <Links />
          <Routes>
            <Route path="/dashboard" element={<p>Panel de Control</p>} />
            <Route
              path="/products"
              element={<RemotePage remote="mfe_catalogue" module="./ProductsPage" />}
            />
          </Routes>
        </MemoryRouter>
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Productos v1' })).toBeInTheDocument();

    // A rollback or a publish while the page is open: the page stays as it is, a change of its
    // query string (a filter, a page of the list) too.
    mockLiveVersion = 'v2';
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Página 2' })));
    expect(screen.getByRole('heading', { name: 'Productos v1' })).toBeInTheDocument();

    // The next navigation to the page reads the registry: the live release is another than the
    // one this tab runs, so the page is loaded afresh at its address, saying that it updates.
    jest.mocked(refreshRegistry).mockClear();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Panel' })));
    expect(await screen.findByText('Panel de Control')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Productos' })));
    expect(
      await screen.findByRole('status', { name: 'Actualizando a la nueva versión...' }),
    ).toBeInTheDocument();
    expect(refreshRegistry).toHaveBeenCalled();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Productos v2' })).toBeNull();
  });
});
