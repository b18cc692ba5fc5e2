import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@platform/shared';
import {
  answer,
  apiError,
  HttpResponse,
  renderWithProviders,
  signInForTest,
  signOutForTest,
} from '@platform/shared/testing';
import { SUCCESS_BANNER_MS } from '../../../ui/use-success-banner';
import { savedProfile } from '../fixtures';
import { ProfileEditor } from './ProfileEditor';

jest.setTimeout(30_000);

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Guardar cambios' });

async function renderLoaded(profile = savedProfile) {
  const load = answer('get', '/account/profile', profile);
  renderWithProviders(<ProfileEditor />);
  await screen.findByRole('form', { name: 'Información personal' });
  return load;
}

describe('ProfileEditor (spec 3 "My Account", §5 "Profile", §8)', () => {
  beforeEach(() => signInForTest({ given_name: 'Camila', family_name: 'Rojas' }));
  afterEach(() => {
    signOutForTest();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** The data layer logs each failure; these tests cause them on purpose. */
  const quietFailures = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

  it('shows the names to edit and the e-mail read-only', async () => {
    await renderLoaded();
    expect(field(/Nombre/)).toHaveValue('Camila');
    expect(field(/Apellido/)).toHaveValue('Rojas');
    const email = field(/Correo electrónico/);
    expect(email).toHaveValue('camila@huertaverde.cl');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      'Es el correo con el que inicias sesión; no se puede cambiar aquí.',
    );
  });

  it('saves the names with the unchanged e-mail, tells it for 3 seconds and renames the user menu', async () => {
    const saved = answer('put', '/account/profile', {
      ...savedProfile,
      firstName: 'Camila Andrea',
      lastName: 'Rojas Soto',
      message: 'Tus datos fueron actualizados.',
    });
    await renderLoaded();
    await userEvent.clear(field(/Nombre/));
    await userEvent.type(field(/Nombre/), '  Camila Andrea ');
    await userEvent.type(field(/Apellido/), ' Soto');
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(saveButton());

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Información personal guardada correctamente');
    expect(saved.requests.map((request) => request.body)).toEqual([
      { firstName: 'Camila Andrea', lastName: 'Rojas Soto', email: 'camila@huertaverde.cl' },
    ]);
    // The shell's user menu reads the shared auth store.
    expect(authStore.getState().profile).toMatchObject({
      given_name: 'Camila Andrea',
      family_name: 'Rojas Soto',
    });
    expect(field(/Nombre/)).toHaveValue('Camila Andrea');

    act(() => jest.advanceTimersByTime(SUCCESS_BANNER_MS));
    expect(
      screen.queryByText('Información personal guardada correctamente'),
    ).not.toBeInTheDocument();
  });

  it('shows the rules of each name, focusing the first, and sends nothing', async () => {
    const saved = answer('put', '/account/profile', savedProfile);
    await renderLoaded();
    await userEvent.clear(field(/Nombre/));
    await userEvent.clear(field(/Apellido/));
    await userEvent.click(saveButton());

    await waitFor(() => expect(field(/Nombre/)).toHaveFocus());
    expect(field(/Nombre/)).toHaveAccessibleDescription('El nombre es requerido');
    expect(field(/Apellido/)).toHaveAccessibleDescription('El apellido es requerido');
    expect(field(/Nombre/)).toHaveAttribute('maxLength', '30');
    expect(saved.requests).toHaveLength(0);
  });

  it("says the spec's error when the save fails, and puts the api's field messages under their fields", async () => {
    quietFailures();
    answer('put', '/account/profile', () =>
      HttpResponse.json(
        {
          message: 'El nombre no puede exceder 30 caracteres',
          fields: { firstName: 'El nombre no puede exceder 30 caracteres' },
        },
        { status: 400 },
      ),
    );
    await renderLoaded();
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al guardar los cambios. Por favor, intenta nuevamente.',
    );
    expect(field(/Nombre/)).toHaveAccessibleDescription('El nombre no puede exceder 30 caracteres');
    expect(authStore.getState().profile?.given_name).toBe('Camila');
  });

  it('says it could not load the profile, with a retry', async () => {
    quietFailures();
    answer('get', '/account/profile', () => apiError(500, 'Error interno del servidor'));
    renderWithProviders(<ProfileEditor />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al cargar tu información personal',
    );
    await renderRetry();
  });
});

/** The retry loads the profile again (answered by the latest handler). */
async function renderRetry() {
  const reload = answer('get', '/account/profile', savedProfile);
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  await screen.findByRole('form', { name: 'Información personal' });
  expect(reload.requests).toHaveLength(1);
}
