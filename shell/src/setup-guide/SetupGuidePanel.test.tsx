import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  SetupResponse,
  SetupTask,
  SetupTaskIcon,
  SetupTaskKey,
} from '@platform/api/contracts';
import { APP_EVENTS, authStore, emitAppEvent, useQuery } from '@platform/shared';
import { answer, HttpResponse, renderWithProviders } from '@platform/shared/testing';
import { NO_GUIDE, useGuideFootprint } from './guide-footprint';
import { setupTasksQuery } from './api/get-setup-tasks';
import { SetupGuidePanel } from './SetupGuidePanel';

const ICONS: Record<SetupTaskKey, SetupTaskIcon> = {
  bank_account: 'Banknote',
  contact: 'Phone',
  billing: 'Building2',
  products: 'Package',
  payment_card: 'CreditCard',
};

const task = (id: SetupTaskKey, overrides: Partial<SetupTask> = {}): SetupTask => ({
  id,
  title: `Tarea ${id}`,
  description: `Descripción ${id}`,
  path: `/ruta-${id}`,
  icon: ICONS[id],
  isCompleted: false,
  disabled: false,
  ...overrides,
});

type TaskStates = Partial<Record<SetupTaskKey, Partial<SetupTask>>>;

/** The guide as the api sends it: its five tasks in its order, each to do unless `states` says. */
function setupOf(states: TaskStates = {}, isStorePublished = false): SetupResponse {
  return {
    isStorePublished,
    tasks: {
      bank_account: task('bank_account', states.bank_account),
      contact: task('contact', states.contact),
      billing: task('billing', states.billing),
      products: task('products', states.products),
      payment_card: task('payment_card', states.payment_card),
    },
  };
}

const DONE = { isCompleted: true };
/** Every enabled task done: ready to publish. */
const READY: TaskStates = {
  bank_account: DONE,
  contact: DONE,
  billing: DONE,
  products: DONE,
  payment_card: { disabled: true },
};
const PUBLISHED = setupOf(READY, true);

/** Shows once the tasks reach the screen: the guide, notified in the same update, has them too. */
function TasksRead() {
  return useQuery(setupTasksQuery()).isSuccess ? <p>Tareas leídas</p> : null;
}

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

  it('enables publishing only when every enabled task is complete, then shows the published card', async () => {
    let setup = setupOf({ ...READY, contact: {} });
    answer('get', '/setup/tasks', () => HttpResponse.json(setup));
    const publish = answer('post', '/setup/publish', PUBLISHED);
    renderWithProviders(<SetupGuidePanel />, { route: '/dashboard' });

    const guide = await screen.findByRole('complementary', { name: 'Configura tu tienda' });
    expect(within(guide).getByText('3/4')).toBeInTheDocument();
    expect(within(guide).getByRole('button', { name: 'Publicar tienda' })).toBeDisabled();
    expect(within(guide).getByRole('button', { name: /Tarea payment_card/ })).toBeDisabled();

    setup = setupOf(READY);
    await act(async () => emitAppEvent(APP_EVENTS.setupGuideReload));
    await waitFor(() =>
      expect(within(guide).getByRole('button', { name: 'Publicar tienda' })).toBeEnabled(),
    );

    await userEvent.click(within(guide).getByRole('button', { name: 'Publicar tienda' }));
    expect(await screen.findByText('Tu tienda ya está publicada')).toBeInTheDocument();
    expect(publish.requests.map((request) => request.body)).toEqual([
      {
        tasks: [
          { id: 'bank_account', isCompleted: true },
          { id: 'contact', isCompleted: true },
          { id: 'billing', isCompleted: true },
          { id: 'products', isCompleted: true },
          { id: 'payment_card', isCompleted: false },
        ],
      },
    ]);
  });

  it('remembers that it was minimised', async () => {
    answer('get', '/setup/tasks', setupOf());
    const { unmount } = renderWithProviders(<SetupGuidePanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Minimizar guía' }));
    expect(screen.queryByRole('button', { name: 'Publicar tienda' })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<SetupGuidePanel />);
    expect(await screen.findByRole('button', { name: 'Mostrar guía' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar tienda' })).not.toBeInTheDocument();
  });

  it('keeps to its header on a page of the public site until unfolded there, leaving the choice remembered as it was', async () => {
    answer('get', '/setup/tasks', setupOf());
    const { unmount } = renderWithProviders(<SetupGuidePanel foldedByPage />, { route: '/help' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar guía' }));
    expect(screen.getByRole('button', { name: 'Publicar tienda' })).toBeInTheDocument();
    expect(useGuideFootprint.getState().expanded).toBe(true);
    unmount();

    // Back in the back office it is unfolded, as the merchant left it there.
    renderWithProviders(<SetupGuidePanel />, { route: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Minimizar guía' })).toBeInTheDocument();
  });

  it('stays hidden for a store published before', async () => {
    answer('get', '/setup/tasks', PUBLISHED);
    renderWithProviders(
      <>
        <SetupGuidePanel />
        <TasksRead />
      </>,
    );
    await screen.findByText('Tareas leídas');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(useGuideFootprint.getState()).toMatchObject({ shown: false });
  });

  it('tells the layout whether it shows and whether it is unfolded, until it goes away', async () => {
    answer('get', '/setup/tasks', setupOf());
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
    answer('get', '/setup/tasks', setupOf(READY));
    answer('post', '/setup/publish', PUBLISHED);
    renderWithProviders(<SetupGuidePanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Publicar tienda' }));
    await screen.findByText('Tu tienda ya está publicada');
    expect(useGuideFootprint.getState()).toMatchObject({ shown: true, expanded: true });

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(useGuideFootprint.getState()).toMatchObject({ shown: false });
  });
});
