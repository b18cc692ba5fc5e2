import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProvider, RemoteErrorBoundary } from '@platform/shared/core';
import { RemoteRetryContext, RemoteUnavailable } from './RemoteUnavailable';

let shouldThrow = true;
function FlakyPage() {
  if (shouldThrow) throw new Error('boom');
  return <p>Contenido del módulo</p>;
}

/** The frame `RemotePage` puts around a remote's page: the shared boundary, the shell's fallback. */
function Harness() {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteRetryContext.Provider value={() => setAttempt((value) => value + 1)}>
      <p>La barra del shell</p>
      <RemoteErrorBoundary
        remote="mfe_dashboard"
        resetKey={attempt}
        fallback={<RemoteUnavailable remote="mfe_dashboard" />}
      >
        <FlakyPage />
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}

describe('a remote page that throws', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is contained by the shell and recovers with "Reintentar"', async () => {
    shouldThrow = true;
    render(
      <AppProvider>
        <Harness />
      </AppProvider>,
    );
    expect(screen.getByText('La barra del shell')).toBeInTheDocument();
    expect(screen.getByText('No pudimos cargar esta sección')).toBeInTheDocument();

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Contenido del módulo')).toBeInTheDocument();
  });
});
