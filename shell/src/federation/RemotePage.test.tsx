import { render, screen, waitFor } from '@testing-library/react';
import { APP_EVENTS, AppProvider, onAppEvent } from '@platform/shared/core';
import { MemoryRouter } from '@platform/shared/testing';
import { provideExposedModules } from './exposed-module';
import { preloadRemotePage, RemotePage } from './RemotePage';

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
    expect(shown).toHaveBeenCalledWith({ path: '/help' });
    off();
  });

  it('loads the page behind a link on intent, and the click uses that one load', async () => {
    const load = jest.fn(() => Promise.resolve({ default: DocsPage }));
    provideExposedModules(load);

    preloadRemotePage('/docs');
    expect(load).toHaveBeenCalledWith('mfe_public', './DocsPage');

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
});
