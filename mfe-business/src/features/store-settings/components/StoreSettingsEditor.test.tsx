import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@platform/shared';
import { answer, apiError, HttpResponse, renderWithProviders } from '@platform/shared/testing';
import { SUCCESS_BANNER_MS } from '../../../ui/use-success-banner';
import { storeSettingsKeys } from '../api/get-store-settings';
import { savedStore } from '../fixtures';
import { StoreSettingsEditor } from './StoreSettingsEditor';

jest.setTimeout(30_000);

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Guardar cambios' });

async function renderLoaded(store = savedStore) {
  const load = answer('get', '/store', store);
  renderWithProviders(<StoreSettingsEditor />);
  await screen.findByRole('form', { name: 'Configuración de la tienda' });
  return load;
}

describe('StoreSettingsEditor (spec 3 "Store", §5 "Store settings", §8)', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** The data layer logs each failure; these tests cause them on purpose. */
  const quietFailures = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

  it('shows the saved settings: es and CLP are the only choices', async () => {
    await renderLoaded({ ...savedStore, externalWebsite: 'https://www.huertaverde.cl' });
    expect(field(/Nombre del sitio/)).toHaveValue('Huerta Verde');
    expect(field(/Sitio web externo/)).toHaveValue('https://www.huertaverde.cl');
    const language = screen.getByRole('combobox', { name: /Idioma/ });
    const currency = screen.getByRole('combobox', { name: /Moneda/ });
    expect(language).toHaveValue('es');
    expect(currency).toHaveValue('CLP');
    expect(
      Array.from((language as HTMLSelectElement).options)
        .map((option) => option.text)
        .slice(1),
    ).toEqual(['Español']);
    expect(
      Array.from((currency as HTMLSelectElement).options)
        .map((option) => option.text)
        .slice(1),
    ).toEqual(['Peso chileno (CLP)']);
  });

  it('reduces the website to protocol and host when the field is left', async () => {
    await renderLoaded();
    await userEvent.type(field(/Sitio web externo/), 'https://www.HuertaVerde.cl/tienda?ref=ig');
    await userEvent.tab();
    expect(field(/Sitio web externo/)).toHaveValue('https://www.huertaverde.cl');
  });

  it('saves the settings, tells it for 3 seconds, and hands the product form the new website', async () => {
    const saved = answer('put', '/store', {
      ...savedStore,
      siteName: 'Huerta Verde Viña',
      externalWebsite: 'https://www.huertaverde.cl',
    });
    await renderLoaded();
    await userEvent.clear(field(/Nombre del sitio/));
    await userEvent.type(field(/Nombre del sitio/), '  Huerta Verde Viña ');
    // Typed without leaving the field: the save still sends protocol and host only.
    await userEvent.type(field(/Sitio web externo/), 'https://www.huertaverde.cl/tienda');
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(saveButton());

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Configuración guardada correctamente',
    );
    expect(saved.requests.map((request) => request.body)).toEqual([
      {
        siteName: 'Huerta Verde Viña',
        externalWebsite: 'https://www.huertaverde.cl',
        language: 'es',
        currency: 'CLP',
      },
    ]);
    // The cache the catalogue's product form reads holds the saved settings.
    expect(queryClient.getQueryData(storeSettingsKeys.all)).toMatchObject({
      externalWebsite: 'https://www.huertaverde.cl',
    });
    act(() => jest.advanceTimersByTime(SUCCESS_BANNER_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends a cleared website as none', async () => {
    const saved = answer('put', '/store', savedStore);
    await renderLoaded({ ...savedStore, externalWebsite: 'https://www.huertaverde.cl' });
    await userEvent.clear(field(/Sitio web externo/));
    await userEvent.click(saveButton());
    await screen.findByRole('status');
    expect(saved.requests[0]?.body).toMatchObject({ externalWebsite: null });
  });

  it("shows the spec's messages for bad input, focusing the first, and sends nothing", async () => {
    const saved = answer('put', '/store', savedStore);
    await renderLoaded();
    await userEvent.clear(field(/Nombre del sitio/));
    await userEvent.type(field(/Sitio web externo/), 'www.huertaverde.cl');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Idioma/ }), '');
    await userEvent.click(saveButton());

    await waitFor(() => expect(field(/Nombre del sitio/)).toHaveFocus());
    expect(field(/Nombre del sitio/)).toHaveAccessibleDescription(
      'El nombre del sitio es requerido',
    );
    expect(field(/Sitio web externo/)).toHaveAccessibleDescription(
      'Ingresa una URL válida (ejemplo: https://www.mitienda.cl)',
    );
    expect(screen.getByRole('combobox', { name: /Idioma/ })).toHaveAccessibleDescription(
      'Selecciona un idioma disponible',
    );
    expect(field(/Nombre del sitio/)).toHaveAttribute('maxLength', '100');
    expect(saved.requests).toHaveLength(0);
  });

  it("says the spec's save error, with the api's field messages under their fields", async () => {
    quietFailures();
    answer('put', '/store', () =>
      HttpResponse.json(
        {
          message: 'El nombre del sitio no puede exceder 100 caracteres',
          fields: { siteName: 'El nombre del sitio no puede exceder 100 caracteres' },
        },
        { status: 400 },
      ),
    );
    await renderLoaded();
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al guardar la configuración');
    expect(field(/Nombre del sitio/)).toHaveAccessibleDescription(
      'El nombre del sitio no puede exceder 100 caracteres',
    );
  });

  it("says the spec's load error, with a retry", async () => {
    quietFailures();
    answer('get', '/store', () => apiError(500, 'Error interno del servidor'));
    renderWithProviders(<StoreSettingsEditor />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al cargar la configuración de la tienda',
    );
    const reload = answer('get', '/store', savedStore);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('form', { name: 'Configuración de la tienda' });
    expect(reload.requests).toHaveLength(1);
  });
});
