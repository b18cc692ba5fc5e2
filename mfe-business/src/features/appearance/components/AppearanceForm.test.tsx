import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '@platform/shared';
import {
  answer,
  apiError,
  http,
  HttpResponse,
  renderWithProviders,
  server,
} from '@platform/shared/testing';
import { AppearanceForm } from './AppearanceForm';

// Chakra's switch (zag) builds PointerEvents, which jsdom lacks.
if (typeof window.PointerEvent === 'undefined') {
  Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
}

const UPLOAD_UUID = '7d3c1f2e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';
const UPLOAD_ENDPOINT = `http://localhost:4000/uploads/${UPLOAD_UUID}?signature=abc`;
const COLOR_MESSAGE = 'Ingresa un color hexadecimal válido (ejemplo: #4F46E5)';

function file(name: string, type: string, bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** `POST /aws/s3/signed-upload-url` and the PUT to its URL, which waits for `release` when given. */
function answerUpload({ release }: { release?: Promise<void> } = {}) {
  const signed = answer('post', '/aws/s3/signed-upload-url', {
    uploadUuid: UPLOAD_UUID,
    endpoint: UPLOAD_ENDPOINT,
  });
  const puts: Array<string | null> = [];
  server.use(
    http.put('http://localhost:4000/uploads/:uuid', async ({ request }) => {
      puts.push(request.headers.get('content-type'));
      if (release) await release;
      return HttpResponse.json({ uploadUuid: UPLOAD_UUID });
    }),
  );
  return { signed, puts };
}

const field = {
  logo: () => screen.getByLabelText('Logo de la tienda'),
  primary: () => screen.getByRole('textbox', { name: /Color primario/ }),
  secondary: () => screen.getByRole('textbox', { name: /Color secundario/ }),
  primaryPicker: () => screen.getByLabelText('Elegir color primario'),
  save: () => screen.getByRole('button', { name: 'Guardar cambios' }),
};
/** The preview's header (the preview is a picture: hidden from assistive technologies). */
const previewHeader = () =>
  screen.getByRole('figure', { name: 'Vista previa' }).querySelector('[data-part="header"]');

describe('AppearanceForm', () => {
  configure({ asyncUtilTimeout: 5000 });
  jest.setTimeout(30_000);
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(toaster, 'create');
    URL.createObjectURL = jest.fn(() => 'blob:logo');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts from the default colours, says the page is a preview, and previews them', () => {
    renderWithProviders(<AppearanceForm />);
    expect(
      screen.getByText(
        'La personalización visual está en vista previa: puedes probar tu logo y tus colores aquí, pero aún no se aplican a tu tienda.',
      ),
    ).toBeInTheDocument();
    expect(field.primary()).toHaveValue('#4F46E5');
    expect(field.secondary()).toHaveValue('#6366F1');
    expect(field.primaryPicker()).toHaveValue('#4f46e5');
    expect(previewHeader()).toHaveStyle({ backgroundColor: '#4F46E5' });
    expect(screen.getByText('Tu tienda')).toBeInTheDocument();
  });

  it('keeps the hex field and the picker in step, and the preview follows', async () => {
    renderWithProviders(<AppearanceForm />);
    fireEvent.change(field.primaryPicker(), { target: { value: '#1f2937' } });
    expect(field.primary()).toHaveValue('#1F2937');
    expect(previewHeader()).toHaveStyle({ backgroundColor: '#1F2937' });

    await userEvent.clear(field.primary());
    await userEvent.type(field.primary(), '#0b7f66');
    expect(field.primaryPicker()).toHaveValue('#0b7f66');
    expect(previewHeader()).toHaveStyle({ backgroundColor: '#0B7F66' });
  });

  it('refuses a colour that is not #RRGGBB, and a save shows it and sends nothing', async () => {
    renderWithProviders(<AppearanceForm />);
    await userEvent.clear(field.secondary());
    await userEvent.type(field.secondary(), '#12');
    await userEvent.tab();
    expect(await screen.findByText(COLOR_MESSAGE)).toBeInTheDocument();
    expect(field.secondary()).toHaveAccessibleDescription(COLOR_MESSAGE);
    expect(field.save()).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(field.save());
    await waitFor(() => expect(field.secondary()).toHaveFocus());
    expect(toaster.create).not.toHaveBeenCalled();
  });

  it('simulates the save with no call, and says truthfully what happened', async () => {
    renderWithProviders(<AppearanceForm />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Botones con bordes redondeados' }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Mostrar el nombre de la tienda junto al logo' }),
    );
    expect(screen.queryByText('Tu tienda')).not.toBeInTheDocument();
    await userEvent.click(field.save());
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith({
        title: 'Cambios aplicados a la vista previa',
        description:
          'La personalización visual aún no se publica en tu tienda: estará disponible próximamente.',
        type: 'success',
      }),
    );
  });

  it('uploads a logo through a signed URL with its progress, then previews it', async () => {
    let release!: () => void;
    const { signed, puts } = answerUpload({ release: new Promise((done) => (release = done)) });
    renderWithProviders(<AppearanceForm />);
    await userEvent.upload(field.logo(), file('logo.png', 'image/png'));

    const bar = await screen.findByRole('progressbar', { name: 'Subiendo logo' });
    expect(signed.requests[0]?.body).toEqual({ contentType: 'image/png' });
    await userEvent.click(field.save());
    await waitFor(() =>
      expect(field.logo()).toHaveAccessibleDescription('Espera a que termine de subir el logo'),
    );
    expect(toaster.create).not.toHaveBeenCalled();

    await act(async () => release());
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(puts).toEqual(['image/png']);
    expect(screen.getByRole('img', { name: 'Logo subido' })).toHaveAttribute('src', 'blob:logo');
    expect(field.logo()).toHaveAccessibleDescription(
      'PNG o JPG, hasta 5 MB. Se ve mejor con fondo transparente.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Quitar logo' }));
    expect(screen.queryByRole('img', { name: 'Logo subido' })).not.toBeInTheDocument();
    expect(field.logo()).toHaveFocus();
  });

  it('refuses a logo that is not a PNG or JPG, or over 5 MB, before sending it', async () => {
    const { signed } = answerUpload();
    renderWithProviders(<AppearanceForm />);
    await userEvent.upload(field.logo(), file('logo.gif', 'image/gif'), { applyAccept: false });
    expect(field.logo()).toHaveAccessibleDescription(
      'Tipo de archivo no permitido. Tipos permitidos: PNG, JPG',
    );
    await userEvent.upload(field.logo(), file('logo.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(field.logo()).toHaveAccessibleDescription(
      'El archivo excede el tamaño máximo permitido de 5MB',
    );
    expect(signed.requests).toHaveLength(0);
  });

  it("says a failed upload in the spec's words", async () => {
    answer('post', '/aws/s3/signed-upload-url', () => apiError(500));
    renderWithProviders(<AppearanceForm />);
    await userEvent.upload(field.logo(), file('logo.png', 'image/png'));
    await waitFor(() =>
      expect(field.logo()).toHaveAccessibleDescription(
        'Error al subir el logo. Por favor, intenta nuevamente.',
      ),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
