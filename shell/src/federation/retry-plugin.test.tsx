import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { AppProvider } from '@platform/shared/core';
import { retryRemoteEntryPlugin } from './retry-plugin';
import { SharedContractError } from './shared-contract';

type ErrorLoadRemoteArgs = Parameters<
  NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>
>[0];

const failedLoad = (error: unknown, lifecycle = 'onLoad') =>
  retryRemoteEntryPlugin().errorLoadRemote!({
    id: 'mfe_catalogue/ProductsPage',
    error,
    lifecycle,
    from: 'runtime',
  } as ErrorLoadRemoteArgs) as { default: ComponentType; remoteUnavailable: true } | undefined;

describe('a remote that fails to load', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('built against another major of shared: the route shows the error with "Reintentar", and the console says why in one line', () => {
    const refusal = new SharedContractError('mfe_catalogue', '@platform/shared', '^2.0.0', '1.0.0');
    const fallback = failedLoad(refusal);

    expect(fallback?.remoteUnavailable).toBe(true);
    expect(logged).toHaveBeenCalledWith(refusal.message);
    const Page = fallback!.default;
    render(
      <AppProvider>
        <Page />
      </AppProvider>,
    );
    expect(screen.getByText('No pudimos cargar esta sección')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('for any other reason: the same fallback, logged with its error', () => {
    const offline = new Error('Failed to fetch');
    expect(failedLoad(offline)?.remoteUnavailable).toBe(true);
    expect(logged).toHaveBeenCalledWith(
      '[federation] no se pudo cargar mfe_catalogue/ProductsPage',
      offline,
    );
  });

  it('while sharing is set up: left to the runtime', () => {
    expect(failedLoad(new Error('x'), 'beforeLoadShare')).toBeUndefined();
    expect(logged).not.toHaveBeenCalled();
  });
});
