import { render, screen } from '@testing-library/react';
import { APP_EVENTS, AppProvider, onAppEvent } from '@platform/shared/core';
import { MemoryRouter } from '@platform/shared/testing';
import { provideExposedModules } from './exposed-module';
import { RemotePage } from './RemotePage';

function HelpPage() {
  return <h1>Centro de Ayuda</h1>;
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
});
