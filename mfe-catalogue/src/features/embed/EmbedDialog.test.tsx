import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductEmbed } from '@platform/api/contracts';
import { answer, apiError, inTurn, renderWithProviders } from '@platform/shared/testing';
import { EmbedDialog } from './EmbedDialog';

const PRODUCT = { id: '7d0f1c2e-5b7a-4c1e-9a43-2f6d8e0b1a11', name: 'Café de Origen 250 g' };
const API = 'http://localhost:4000';
const FRAME_URL = `${API}/api/public/embed/stores/huerta-viva/products/${PRODUCT.id}`;

// As the api builds it (api/src/catalogue/embed.ts).
const EMBED: ProductEmbed = {
  productId: PRODUCT.id,
  storeSubdomain: 'huerta-viva',
  available: true,
  scriptUrl: `${API}/api/public/embed/product.js`,
  frameUrl: FRAME_URL,
  snippet: `<div class="suscribe-producto"
     data-tienda="huerta-viva"
     data-producto="${PRODUCT.id}"
     data-texto="Suscribirme"></div>
<script src="${API}/api/public/embed/product.js" async></script>`,
  iframeSnippet: `<iframe src="${FRAME_URL}" title="Producto" width="100%" height="480" style="border:0;max-width:360px" loading="lazy" sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer"></iframe>`,
};

function renderDialog(reply: ProductEmbed | (() => Response) = EMBED) {
  const onClose = jest.fn();
  const loads = answer('get', '/products/:id/embed', reply);
  renderWithProviders(<EmbedDialog product={PRODUCT} onClose={onClose} />);
  return { onClose, loads };
}

describe('EmbedDialog', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("shows the product's snippet as the api serves it, and copies it", async () => {
    const user = userEvent.setup();
    const { loads } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Incrustar Producto' });
    const snippet = await within(dialog).findByLabelText(
      'Código para incrustar Café de Origen 250 g',
    );
    expect(snippet.textContent).toBe(EMBED.snippet);
    expect(loads.requests[0]!.url.pathname).toBe(`/api/products/${PRODUCT.id}/embed`);

    await user.click(within(dialog).getByRole('button', { name: 'Copiar código' }));
    expect(await navigator.clipboard.readText()).toBe(EMBED.snippet);
    expect(within(dialog).getByText('Código copiado al portapapeles.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copiar iframe' }));
    expect(await navigator.clipboard.readText()).toBe(EMBED.iframeSnippet);
    expect(within(dialog).getByText('Iframe copiado al portapapeles.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Código copiado al portapapeles.')).not.toBeInTheDocument();
    expect(
      within(dialog).getByLabelText('Iframe para incrustar Café de Origen 250 g').textContent,
    ).toBe(EMBED.iframeSnippet);
  });

  it('previews the card and links to the docs in a new tab', async () => {
    renderDialog();
    const preview = await screen.findByTitle('Vista previa de Café de Origen 250 g');
    expect(preview.tagName).toBe('IFRAME');
    expect(preview).toHaveAttribute('src', FRAME_URL);
    expect(preview).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-popups allow-popups-to-escape-sandbox',
    );
    const docs = screen.getByRole('link', {
      name: 'Cómo funciona la incrustación (se abre en una pestaña nueva)',
    });
    expect(docs).toHaveAttribute('href', '/docs#embed-api');
    expect(docs).toHaveAttribute('target', '_blank');
  });

  it('warns when the product is hidden or archived', async () => {
    renderDialog({ ...EMBED, available: false });
    expect(
      await screen.findByText(
        'Este producto está oculto o archivado: mientras siga así, tu sitio mostrará que no está disponible.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeInTheDocument();
  });

  it('says when the copy fails, leaving the code to select by hand', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
    expect(
      await screen.findByText(
        'No se pudo copiar. Selecciona el código y cópialo con Ctrl+C (Cmd+C en Mac).',
      ),
    ).toBeInTheDocument();
  });

  it("shows the load failure with the api's message, and retries", async () => {
    const { loads } = renderDialog(inTurn(() => apiError(404, 'Producto no encontrado'), EMBED));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar el código para incrustar');
    expect(alert).toHaveTextContent('Producto no encontrado');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByLabelText('Código para incrustar Café de Origen 250 g'),
    ).toBeInTheDocument();
    expect(loads.requests).toHaveLength(2);
  });

  it('closes with its close button', async () => {
    const { onClose } = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
