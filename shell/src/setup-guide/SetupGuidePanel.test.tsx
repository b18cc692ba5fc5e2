import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, APP_EVENTS, authStore, emitAppEvent } from '@platform/shared';
import { renderWithProviders } from '@platform/shared/testing';
import { NO_GUIDE, useGuideFootprint } from './guide-footprint';
import type { SetupTask } from './setup-api';
import { SetupGuidePanel } from './SetupGuidePanel';

const task = (id: SetupTask['id'], overrides: Partial<SetupTask> = {}): SetupTask => ({
  id,
  title: `Tarea ${id}`,
  description: `Descripción ${id}`,
  path: `/ruta-${id}`,
  icon: 'Package',
  isCompleted: false,
  disabled: false,
  ...overrides,
});

function signIn() {
  const payload = btoa(JSON.stringify({ sub: 'u', realm_access: { roles: ['merchant'] } })).replace(
    /=+$/,
    '',
  );
  authStore
    .getState()
    .setSession({ accessToken: `h.${payload}.s`, expiresAt: Date.now() / 1000 + 600 });
}

describe('SetupGuidePanel', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useGuideFootprint.setState(NO_GUIDE);
    signIn();
  });
  afterEach(() => jest.restoreAllMocks());

  it('enables publishing only when every enabled task is complete, then shows the published card', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({
      isStorePublished: false,
      tasks: {
        bank_account: task('bank_account', { isCompleted: true }),
        contact: task('contact'),
        payment_card: task('payment_card', { disabled: true, icon: 'CreditCard' }),
      },
    });
    const publish = jest.spyOn(apiClient, 'post');
    renderWithProviders(<SetupGuidePanel />, { route: '/dashboard' });

    const guide = await screen.findByRole('complementary', { name: 'Configura tu tienda' });
    expect(within(guide).getByText('1/2')).toBeInTheDocument();
    expect(within(guide).getByRole('button', { name: 'Publicar tienda' })).toBeDisabled();
    expect(within(guide).getByRole('button', { name: /Tarea payment_card/ })).toBeDisabled();

    get.mockResolvedValue({
      isStorePublished: false,
      tasks: {
        bank_account: task('bank_account', { isCompleted: true }),
        contact: task('contact', { isCompleted: true }),
        payment_card: task('payment_card', { disabled: true }),
      },
    });
    await act(async () => emitAppEvent(APP_EVENTS.setupGuideReload));
    const button = await within(guide).findByRole('button', { name: 'Publicar tienda' });
    expect(button).toBeEnabled();

    publish.mockResolvedValue({ isStorePublished: true, tasks: {} });
    await userEvent.click(button);
    expect(await screen.findByText('Tu tienda ya está publicada')).toBeInTheDocument();
    expect(publish).toHaveBeenCalledWith('/setup/publish', {
      tasks: [
        { id: 'bank_account', isCompleted: true },
        { id: 'contact', isCompleted: true },
        { id: 'payment_card', isCompleted: false },
      ],
    });
  });

  it('remembers that it was minimised', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({
      isStorePublished: false,
      tasks: { bank_account: task('bank_account') },
    });
    const { unmount } = renderWithProviders(<SetupGuidePanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Minimizar guía' }));
    expect(screen.queryByRole('button', { name: 'Publicar tienda' })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<SetupGuidePanel />);
    expect(await screen.findByRole('button', { name: 'Mostrar guía' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar tienda' })).not.toBeInTheDocument();
  });

  it('stays hidden for a store published before', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ isStorePublished: true, tasks: {} });
    renderWithProviders(<SetupGuidePanel />);
    await act(async () => undefined);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(useGuideFootprint.getState()).toMatchObject({ shown: false });
  });

  it('tells the layout whether it shows and whether it is unfolded, until it goes away', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({
      isStorePublished: false,
      tasks: { bank_account: task('bank_account') },
    });
    const { unmount } = renderWithProviders(<SetupGuidePanel />);
    await screen.findByRole('complementary', { name: 'Configura tu tienda' });
    expect(useGuideFootprint.getState()).toMatchObject({ shown: true, expanded: true });

    await userEvent.click(screen.getByRole('button', { name: 'Minimizar guía' }));
    expect(useGuideFootprint.getState()).toMatchObject({ shown: true, expanded: false });

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar guía' }));
    expect(useGuideFootprint.getState()).toMatchObject({ shown: true, expanded: true });

    unmount();
    expect(useGuideFootprint.getState()).toMatchObject(NO_GUIDE);
  });

  it('gives the room back once the published card is closed', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({
      isStorePublished: false,
      tasks: { bank_account: task('bank_account', { isCompleted: true }) },
    });
    jest.spyOn(apiClient, 'post').mockResolvedValue({ isStorePublished: true, tasks: {} });
    renderWithProviders(<SetupGuidePanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Publicar tienda' }));
    await screen.findByText('Tu tienda ya está publicada');
    expect(useGuideFootprint.getState()).toMatchObject({ shown: true, expanded: true });

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(useGuideFootprint.getState()).toMatchObject({ shown: false });
  });
});
