import { useState } from 'react';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, toaster } from '@platform/shared';
import {
  answer,
  apiError,
  http,
  HttpResponse,
  inTurn,
  renderWithProviders,
  server,
  type RecordedRequest,
} from '@platform/shared/testing';
import {
  CATEGORY_BEANS,
  PRODUCT_ID,
  UPLOAD_ENDPOINT,
  UPLOAD_UUID,
  answerCreate,
  answerFormReadings,
  pack,
  storeWithoutWebsite,
} from './fixtures';
import { ProductModal, type ProductModalProps } from './ProductModal';

// zag (Chakra's checkbox) dispatches pointer events, which jsdom lacks.
if (typeof window.PointerEvent === 'undefined') {
  Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
}

const PRODUCT_PATH = `/products/${PRODUCT_ID}`;

const field = {
  name: () => screen.getByRole('textbox', { name: /Nombre del producto/ }),
  description: () => screen.getByRole('textbox', { name: 'Descripción' }),
  sku: () => screen.getByRole('textbox', { name: 'SKU' }),
  price: () => screen.getByRole('textbox', { name: /Precio \(CLP\)/ }),
  stock: () => screen.getByRole('textbox', { name: 'Stock' }),
  minStock: () => screen.getByRole('textbox', { name: 'Stock mínimo' }),
  preparationDays: () => screen.queryByRole('textbox', { name: 'Días de preparación' }),
  category: () => screen.getByRole('combobox', { name: 'Categoría' }),
  externalUrl: () => screen.getByRole('textbox', { name: 'Ruta en tu sitio web' }),
  image: () => screen.getByLabelText('Imagen del producto'),
  save: () => screen.getByRole('button', { name: 'Guardar producto' }),
};

function renderModal(props: Omit<ProductModalProps, 'onClose'>) {
  const onClose = jest.fn();
  renderWithProviders(<ProductModal {...props} onClose={onClose} />);
  return { onClose };
}

function pngFile(bytes = 1024, name = 'foto.png', type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** `POST /aws/s3/signed-upload-url` and the PUT to its URL, which waits for `release` when given. */
function answerUpload({ release }: { release?: Promise<void> } = {}) {
  const signed = answer('post', '/aws/s3/signed-upload-url', {
    uploadUuid: UPLOAD_UUID,
    endpoint: UPLOAD_ENDPOINT,
  });
  const puts: Array<{ url: URL; contentType: string | null }> = [];
  server.use(
    http.put('http://localhost:4000/uploads/:uuid', async ({ request }) => {
      puts.push({ url: new URL(request.url), contentType: request.headers.get('content-type') });
      if (release) await release;
      return HttpResponse.json({ uploadUuid: UPLOAD_UUID, url: `/uploads/${UPLOAD_UUID}` });
    }),
  );
  return { signed, puts };
}

const bodies = (recorded: { requests: RecordedRequest[] }) =>
  recorded.requests.map((request) => request.body);

describe('ProductModal', () => {
  configure({ asyncUtilTimeout: 5000 });
  jest.setTimeout(30_000);

  beforeAll(async () => {
    // The overlay and widget entries are slow to load the first time in jsdom.
    await Promise.all([import('@platform/shared/overlays'), import('@platform/shared/widgets')]);
  }, 60_000);

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(toaster, 'create');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('creates a product with the defaults and every field filled, then closes', async () => {
    const readings = answerFormReadings();
    const created = answerCreate();
    queryClient.setQueryData(['products', 'list', { page: 1 }], { data: [] });
    const user = userEvent.setup();
    const { onClose } = renderModal({ mode: 'create' });

    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Producto' });
    // Spec 2 §4: an individual product, visible, at the minimum price, counts at 0.
    expect(within(dialog).getByRole('radio', { name: 'Producto individual' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Visible en la tienda' })).toBeChecked();
    expect(field.price()).toHaveValue('1');
    expect(field.stock()).toHaveValue('0');
    expect(field.minStock()).toHaveValue('0');
    expect(field.preparationDays()).toHaveValue('0');

    await user.type(field.name(), 'Café de Especialidad');
    await user.type(field.description(), 'Tostado medio, 250 g.');
    await user.type(field.sku(), 'CAF-ESP');
    await waitFor(() => expect(field.category()).toBeEnabled());
    await user.selectOptions(
      field.category(),
      screen.getByRole('option', { name: 'Café > Café en grano' }),
    );
    await user.clear(field.price());
    await user.type(field.price(), '12990');
    await user.clear(field.stock());
    await user.type(field.stock(), '40');
    await user.clear(field.minStock());
    await user.type(field.minStock(), '5');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Frecuencia de entrega' }),
      'Semanal',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Periodicidad' }), 'Mensual');
    await user.clear(field.preparationDays()!);
    await user.type(field.preparationDays()!, '3');
    await user.type(screen.getByRole('textbox', { name: 'Título de la característica' }), 'Origen');
    await user.type(
      screen.getByRole('textbox', { name: 'Descripción de la característica' }),
      'Huila, Colombia{Enter}',
    );
    await user.type(screen.getByRole('textbox', { name: 'Beneficio' }), ' Molido a pedido ');
    await user.click(screen.getByRole('button', { name: 'Agregar beneficio' }));
    expect(screen.getByRole('button', { name: 'Quitar Origen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar Molido a pedido' })).toBeInTheDocument();
    await user.type(field.externalUrl(), 'https://www.cafecordillera.cl/cafe/especial?x=1#top');
    await user.tab();
    expect(field.externalUrl()).toHaveValue('/cafe/especial?x=1#top');

    await user.click(field.save());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bodies(created)).toEqual([
      {
        name: 'Café de Especialidad',
        description: 'Tostado medio, 250 g.',
        sku: 'CAF-ESP',
        type: 'product',
        price: 12990,
        stock: 40,
        minStock: 5,
        preparationDays: 3,
        categoryId: CATEGORY_BEANS,
        isActive: true,
        noShippingRequired: false,
        requiresMembership: false,
        characteristics: [{ title: 'Origen', description: 'Huila, Colombia' }],
        benefits: ['Molido a pedido'],
        externalUrl: '/cafe/especial?x=1#top',
        renewalPeriod: null,
        deliveryFrequency: 'weekly',
        periodicity: 'monthly',
        items: [],
      },
    ]);
    expect(toaster.create).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Producto creado correctamente', type: 'success' }),
    );
    // Every products reader refetches; the categories too, since a count changed.
    expect(queryClient.getQueryState(['products', 'list', { page: 1 }])?.isInvalidated).toBe(true);
    await waitFor(() => expect(readings.categories.requests).toHaveLength(2));
  });

  it('loads the product to edit, then saves it with PUT, keeping its image and pack items', async () => {
    const readings = answerFormReadings();
    answer('get', PRODUCT_PATH, pack);
    const saved = answer('put', PRODUCT_PATH, ({ body }) =>
      HttpResponse.json({ ...pack, ...(body as object) }),
    );
    const user = userEvent.setup();
    const { onClose } = renderModal({ mode: 'edit', productId: PRODUCT_ID });

    expect(await screen.findByRole('dialog', { name: 'Editar Producto' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Cargando producto...' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Pack Desayuno')).toBe(field.name());
    expect(screen.getByRole('radio', { name: 'Pack' })).toBeChecked();
    expect(field.price()).toHaveValue('15990');
    expect(screen.getByRole('combobox', { name: /Período de renovación/ })).toHaveDisplayValue(
      'Mensual',
    );
    await waitFor(() => expect(field.category()).toHaveDisplayValue('Café'));
    expect(screen.getByRole('img', { name: 'Imagen actual del producto' })).toHaveAttribute(
      'src',
      pack.imageUrl,
    );
    expect(field.externalUrl()).toHaveValue('/packs/desayuno');

    await user.clear(field.price());
    await user.type(field.price(), '16990');
    await user.click(screen.getByRole('button', { name: 'Quitar Despacho gratis' }));
    await user.click(field.save());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(saved.requests).toHaveLength(1);
    const body = saved.requests[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      id: PRODUCT_ID,
      name: 'Pack Desayuno',
      type: 'pack',
      price: 16990,
      renewalPeriod: 'monthly',
      benefits: [],
      externalUrl: '/packs/desayuno',
      items: [
        { productId: 'a0000000-0000-4000-8000-000000000001', quantity: 1 },
        { productId: 'a0000000-0000-4000-8000-000000000002', quantity: 2 },
      ],
    });
    // Left out: the image stays as it is.
    expect(body).not.toHaveProperty('uploadUuid');
    expect(toaster.create).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Producto actualizado correctamente' }),
    );
    // Same category: its counts did not change.
    expect(readings.categories.requests).toHaveLength(1);
  });

  it("shows a failed load with 'Reintentar', which loads the product", async () => {
    answerFormReadings();
    answer(
      'get',
      PRODUCT_PATH,
      inTurn(() => apiError(500, 'Servicio no disponible'), pack),
    );
    const user = userEvent.setup();
    renderModal({ mode: 'edit', productId: PRODUCT_ID });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar el producto');
    expect(alert).toHaveTextContent('Servicio no disponible');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByDisplayValue('Pack Desayuno')).toBeInTheDocument();
  });

  it("copies through the create call: ' (Copia)' added, no id, no image", async () => {
    answerFormReadings();
    answer('get', PRODUCT_PATH, pack);
    const created = answerCreate();
    const updated = answer('put', PRODUCT_PATH, pack);
    const user = userEvent.setup();
    const { onClose } = renderModal({ mode: 'copy', productId: PRODUCT_ID });

    expect(await screen.findByRole('dialog', { name: 'Copiar Producto' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Pack Desayuno (Copia)')).toBe(field.name());
    expect(screen.queryByRole('img', { name: 'Imagen actual del producto' })).toBeNull();
    await user.click(field.save());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(updated.requests).toHaveLength(0);
    expect(created.requests).toHaveLength(1);
    const body = created.requests[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Pack Desayuno (Copia)', type: 'pack', price: 15990 });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('uploadUuid');
    expect(body.items).toHaveLength(2);
    expect(toaster.create).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Producto copiado correctamente' }),
    );
  });

  it("keeps digits only and clamps the price to the type's range on blur", async () => {
    answerFormReadings();
    const user = userEvent.setup();
    renderModal({ mode: 'create' });
    await screen.findByRole('dialog', { name: 'Nuevo Producto' });

    await user.clear(field.price());
    await user.type(field.price(), '98.7a654321');
    // At most 7 digits, nothing else.
    expect(field.price()).toHaveValue('9876543');
    await user.tab();
    expect(field.price()).toHaveValue('5000000');

    await user.clear(field.price());
    await user.tab();
    expect(field.price()).toHaveValue('1');

    await user.clear(field.price());
    await user.type(field.price(), '0');
    await user.tab();
    expect(field.price()).toHaveValue('1');
    expect(screen.getByText('Entre $1 y $5.000.000.')).toBeInTheDocument();

    await user.clear(field.stock());
    await user.type(field.stock(), '12345678901');
    expect(field.stock()).toHaveValue('123456789');
    await user.clear(field.stock());
    await user.tab();
    expect(field.stock()).toHaveValue('0');

    await user.clear(field.preparationDays()!);
    await user.type(field.preparationDays()!, '123');
    expect(field.preparationDays()).toHaveValue('12');
  });

  it("refuses over-long fields with the spec's messages, focuses the first and sends nothing", async () => {
    answerFormReadings();
    const created = answerCreate();
    const user = userEvent.setup();
    renderModal({ mode: 'create' });
    await screen.findByRole('dialog', { name: 'Nuevo Producto' });

    await user.click(field.save());
    expect(await screen.findByText('El nombre del producto es requerido')).toBeInTheDocument();
    await waitFor(() => expect(field.name()).toHaveFocus());
    expect(field.name()).toHaveAccessibleDescription('El nombre del producto es requerido');

    await user.click(field.name());
    await user.paste('a'.repeat(101));
    await user.click(field.description());
    await user.paste('b'.repeat(301));
    await user.click(field.sku());
    await user.paste('C'.repeat(21));
    await user.click(field.save());

    expect(
      await screen.findByText('El nombre del producto no puede exceder 100 caracteres'),
    ).toBeInTheDocument();
    expect(field.description()).toHaveAccessibleDescription(
      'La descripción no puede exceder 300 caracteres',
    );
    expect(field.sku()).toHaveAccessibleDescription('El SKU no puede exceder 20 caracteres');
    await waitFor(() => expect(field.name()).toHaveFocus());
    expect(created.requests).toHaveLength(0);
  });

  it('adds characteristics and benefits only within their limits', async () => {
    answerFormReadings();
    const user = userEvent.setup();
    renderModal({ mode: 'create' });
    await screen.findByRole('dialog', { name: 'Nuevo Producto' });
    const title = screen.getByRole('textbox', { name: 'Título de la característica' });
    const description = screen.getByRole('textbox', {
      name: 'Descripción de la característica',
    });
    const benefit = screen.getByRole('textbox', { name: 'Beneficio' });

    await user.click(screen.getByRole('button', { name: 'Agregar característica' }));
    expect(title).toHaveAccessibleDescription('El título de la característica es requerido');
    expect(description).toHaveAccessibleDescription(
      'La descripción de la característica es requerida',
    );
    expect(title).toHaveFocus();

    await user.type(title, 'x'.repeat(31));
    expect(title).toHaveAccessibleDescription(
      'El título de la característica no puede exceder 30 caracteres',
    );
    await user.click(description);
    await user.paste('y'.repeat(101));
    expect(description).toHaveAccessibleDescription(
      'La descripción de la característica no puede exceder 100 caracteres',
    );
    await user.click(screen.getByRole('button', { name: 'Agregar característica' }));
    expect(screen.getByText('Aún no hay características.')).toBeInTheDocument();

    await user.type(benefit, '   {Enter}');
    expect(benefit).toHaveAccessibleDescription('El beneficio no puede estar vacío');
    await user.clear(benefit);
    await user.paste('z'.repeat(51));
    expect(benefit).toHaveAccessibleDescription('El beneficio no puede exceder 50 caracteres');
    await user.click(screen.getByRole('button', { name: 'Agregar beneficio' }));
    expect(screen.getByText('Aún no hay beneficios.')).toBeInTheDocument();

    await user.clear(benefit);
    await user.type(benefit, 'Envío gratis{Enter}');
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Envío gratis');
    await user.click(within(item).getByRole('button', { name: 'Quitar Envío gratis' }));
    expect(screen.getByText('Aún no hay beneficios.')).toBeInTheDocument();
    expect(benefit).toHaveFocus();
  });

  it('asks for the renewal period of a pack and hides the preparation days without shipping', async () => {
    answerFormReadings();
    const created = answerCreate();
    const user = userEvent.setup();
    renderModal({ mode: 'create' });
    await screen.findByRole('dialog', { name: 'Nuevo Producto' });

    expect(screen.queryByRole('combobox', { name: /Período de renovación/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Pack' }));
    await user.type(field.name(), 'Pack Familiar');
    await user.click(field.save());
    const renewal = screen.getByRole('combobox', { name: /Período de renovación/ });
    await waitFor(() => expect(renewal).toHaveFocus());
    expect(renewal).toHaveAccessibleDescription('Selecciona el período de renovación del pack');
    expect(created.requests).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'No requiere despacho' }));
    expect(field.preparationDays()).toBeNull();
    await user.selectOptions(renewal, 'Trimestral');
    await user.click(field.save());
    await waitFor(() => expect(created.requests).toHaveLength(1));
    expect(created.requests[0]!.body).toMatchObject({
      type: 'pack',
      renewalPeriod: 'quarterly',
      noShippingRequired: true,
    });
  });

  it('refuses a wrong file type and a 6 MB image before uploading anything', async () => {
    answerFormReadings();
    const upload = answerUpload();
    const user = userEvent.setup({ applyAccept: false });
    renderModal({ mode: 'create' });
    await screen.findByRole('dialog', { name: 'Nuevo Producto' });

    await user.upload(field.image(), new File(['%PDF'], 'ficha.pdf', { type: 'application/pdf' }));
    expect(field.image()).toHaveAccessibleDescription(
      'Tipo de archivo no permitido. Tipos permitidos: JPG, PNG, GIF, WEBP',
    );

    await user.upload(field.image(), pngFile(6 * 1024 * 1024, 'grande.png'));
    expect(field.image()).toHaveAccessibleDescription(
      'El archivo excede el tamaño máximo permitido de 5MB',
    );
    expect(upload.signed.requests).toHaveLength(0);
    expect(upload.puts).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('climbs 10 every 300 ms up to 90 while uploading, shows 100 when done, and sends the upload', async () => {
    jest.useFakeTimers();
    answerFormReadings();
    const created = answerCreate();
    let release!: () => void;
    const upload = answerUpload({ release: new Promise<void>((resolve) => (release = resolve)) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderModal({ mode: 'create' });
    await screen.findByRole('dialog', { name: 'Nuevo Producto' });

    await user.upload(field.image(), pngFile());
    const bar = screen.getByRole('progressbar', { name: 'Subiendo imagen' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => jest.advanceTimersByTime(300));
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    act(() => jest.advanceTimersByTime(600));
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    act(() => jest.advanceTimersByTime(3000));
    expect(bar).toHaveAttribute('aria-valuenow', '90');

    await waitFor(() => expect(upload.puts).toHaveLength(1));
    expect(upload.signed.requests.map((request) => request.body)).toEqual([
      { contentType: 'image/png' },
    ]);
    expect(upload.puts[0]!.url.href).toBe(UPLOAD_ENDPOINT);
    expect(upload.puts[0]!.contentType).toBe('image/png');

    // Saving before the file is stored waits for it.
    await user.type(field.name(), 'Taza');
    expect(field.save()).toHaveAttribute('aria-disabled', 'true');
    await user.click(field.save());
    await waitFor(() =>
      expect(field.image()).toHaveAccessibleDescription('Espera a que termine de subir la imagen'),
    );
    expect(created.requests).toHaveLength(0);

    await act(async () => release());
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByText('Imagen subida')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar imagen' })).toBeInTheDocument();
    expect(field.image()).toHaveAccessibleDescription('JPG, PNG, GIF o WEBP, hasta 5 MB.');

    await user.click(field.save());
    await waitFor(() => expect(created.requests).toHaveLength(1));
    expect(created.requests[0]!.body).toMatchObject({ uploadUuid: UPLOAD_UUID });
  });

  it("says why an upload failed, in the spec's words", async () => {
    answerFormReadings();
    const user = userEvent.setup();
    renderModal({ mode: 'create' });
    await screen.findByRole('dialog', { name: 'Nuevo Producto' });

    answer('post', '/aws/s3/signed-upload-url', { uploadUuid: UPLOAD_UUID });
    await user.upload(field.image(), pngFile());
    await waitFor(() =>
      expect(field.image()).toHaveAccessibleDescription(
        'No se recibió una URL válida para la subida del archivo',
      ),
    );

    answer('post', '/aws/s3/signed-upload-url', {
      uploadUuid: UPLOAD_UUID,
      endpoint: UPLOAD_ENDPOINT,
    });
    server.use(
      http.put('http://localhost:4000/uploads/:uuid', () =>
        HttpResponse.json({ message: 'El archivo no es una imagen PNG válida' }, { status: 415 }),
      ),
    );
    await user.upload(field.image(), pngFile());
    await waitFor(() =>
      expect(field.image()).toHaveAccessibleDescription(
        'Error 415: No se pudo subir el archivo. El archivo no es una imagen PNG válida',
      ),
    );

    answer('post', '/aws/s3/signed-upload-url', () => apiError(500));
    await user.upload(field.image(), pngFile());
    await waitFor(() =>
      expect(field.image()).toHaveAccessibleDescription(
        'Error al subir la imagen. Por favor, intenta nuevamente.',
      ),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('removes the current image: the save sends uploadUuid null', async () => {
    answerFormReadings();
    answer('get', PRODUCT_PATH, pack);
    const saved = answer('put', PRODUCT_PATH, pack);
    const user = userEvent.setup();
    renderModal({ mode: 'edit', productId: PRODUCT_ID });

    await screen.findByRole('img', { name: 'Imagen actual del producto' });
    await user.click(screen.getByRole('button', { name: 'Quitar imagen' }));
    expect(screen.queryByRole('img', { name: 'Imagen actual del producto' })).toBeNull();
    expect(field.image()).toHaveFocus();
    await user.click(field.save());
    await waitFor(() => expect(saved.requests).toHaveLength(1));
    expect(saved.requests[0]!.body).toMatchObject({ uploadUuid: null });
  });

  it('disables the external path without an external website and links to /my-store', async () => {
    answerFormReadings({ store: storeWithoutWebsite });
    answer('get', PRODUCT_PATH, pack);
    const saved = answer('put', PRODUCT_PATH, pack);
    const user = userEvent.setup();
    renderModal({ mode: 'edit', productId: PRODUCT_ID });

    await screen.findByDisplayValue('Pack Desayuno');
    await waitFor(() => expect(field.externalUrl()).toBeDisabled());
    expect(field.externalUrl()).toHaveAccessibleDescription(
      'Tu tienda no tiene un sitio web externo configurado: configúralo para usar una ruta externa.',
    );
    expect(screen.getByRole('link', { name: 'Configurar sitio web externo' })).toHaveAttribute(
      'href',
      '/my-store',
    );

    // The path cannot be kept without the website, so the save clears it.
    await user.click(field.save());
    await waitFor(() => expect(saved.requests).toHaveLength(1));
    expect(saved.requests[0]!.body).toMatchObject({ externalUrl: null });
  });

  it("shows the server's field errors on their fields and focuses the first", async () => {
    answerFormReadings();
    const created = answer('post', '/products', () =>
      HttpResponse.json(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'Ya existe un producto con este SKU en tu tienda',
          fields: {
            categoryId: 'La categoría seleccionada no existe en tu tienda',
            sku: 'Ya existe un producto con este SKU en tu tienda',
          },
        },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    const { onClose } = renderModal({ mode: 'create' });
    await screen.findByRole('dialog', { name: 'Nuevo Producto' });

    await user.type(field.name(), 'Café');
    await user.type(field.sku(), 'CAF-500');
    await user.click(field.save());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al guardar el producto');
    expect(alert).toHaveTextContent('Ya existe un producto con este SKU en tu tienda');
    await waitFor(() => expect(field.sku()).toHaveFocus());
    expect(field.sku()).toHaveAccessibleDescription(
      'Ya existe un producto con este SKU en tu tienda',
    );
    expect(field.category()).toHaveAccessibleDescription(
      'La categoría seleccionada no existe en tu tienda',
    );
    expect(created.requests).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'Error {status}: No se pudo actualizar el producto' when the server gives no message", async () => {
    answerFormReadings();
    answer('get', PRODUCT_PATH, pack);
    answer('put', PRODUCT_PATH, () => new HttpResponse(null, { status: 502 }));
    const user = userEvent.setup();
    renderModal({ mode: 'edit', productId: PRODUCT_ID });

    await screen.findByDisplayValue('Pack Desayuno');
    await user.click(field.save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error 502: No se pudo actualizar el producto',
    );
    expect(field.save()).toBeEnabled();
  });

  it('takes the focus when it opens and gives it back when it closes', async () => {
    answerFormReadings();
    const user = userEvent.setup();
    const onClosed = jest.fn();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Nuevo producto
          </button>
          {open && (
            <ProductModal
              mode="create"
              onClose={() => {
                setOpen(false);
                onClosed();
              }}
            />
          )}
        </>
      );
    }
    renderWithProviders(<Page />);
    const opener = screen.getByRole('button', { name: 'Nuevo producto' });

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Producto' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Nuevo Producto' });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
