import { screen, within } from '@testing-library/react';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '@platform/shared';
import { renderWithProviders } from '@platform/shared/testing';
import { EmbedApiSection } from './EmbedApiSection';

const section = () => screen.getByRole('region', { name: /API de incrustación/ });
const snippet = () => screen.getByLabelText('Código para incrustar un producto');
const iframe = () => screen.getByLabelText('Iframe para incrustar un producto');

describe('EmbedApiSection', () => {
  afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

  it("shows the api's snippet, with the script served by the api this page calls", () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.suscribe.cl/api' });
    renderWithProviders(<EmbedApiSection />);
    expect(snippet().textContent).toBe(
      [
        '<div class="suscribe-producto"',
        '     data-tienda="cafe-cordillera"',
        '     data-producto="ID_DEL_PRODUCTO"',
        '     data-texto="Suscribirme"',
        '     data-color="#4F46E5"></div>',
        '<script src="https://api.suscribe.cl/api/public/embed/product.js" async></script>',
      ].join('\n'),
    );
    expect(section()).toHaveTextContent(
      'El script lo entrega la API de la plataforma, en https://api.suscribe.cl/api/public/embed/product.js',
    );
    expect(iframe()).toHaveTextContent(
      '<iframe src="https://api.suscribe.cl/api/public/embed/stores/cafe-cordillera/products/ID_DEL_PRODUCTO"',
    );
    expect(iframe()).toHaveTextContent('height="480"');
  });

  it('writes an api configured relative to the page as an absolute address', () => {
    setRuntimeConfig({ apiBaseUrl: '/api' });
    renderWithProviders(<EmbedApiSection />);
    expect(snippet()).toHaveTextContent(
      `<script src="${window.location.origin}/api/public/embed/product.js" async></script>`,
    );
  });

  it('explains each attribute, the limit of the text and the format of the color', () => {
    renderWithProviders(<EmbedApiSection />);
    const rows = within(section()).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'class="suscribe-producto"',
      'data-tienda',
      'data-producto',
      'data-texto',
      'data-color',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Sí',
      'Sí',
      'Sí',
      'No',
      'No',
    ]);
    expect(rows[3]).toHaveTextContent('hasta 40 caracteres');
    expect(rows[3]).toHaveTextContent('Por defecto, "Suscribirme"');
    expect(rows[4]).toHaveTextContent('#RRGGBB');
    expect(rows[4]).toHaveTextContent('el color principal de tu tienda');
  });

  it('says what can be embedded, what an unavailable product shows, and where the code is', () => {
    renderWithProviders(<EmbedApiSection />);
    const text = section().textContent ?? '';
    expect(text).toContain('Muestra tus productos y packs');
    expect(text).toContain('Se pueden incrustar productos y packs; los planes no.');
    expect(text).toContain(
      'Si el producto se oculta o se archiva, la tarjeta muestra "Este producto no está disponible."',
    );
    expect(text).toContain('se abre el diálogo "Incrustar Producto"');
    expect(text).toContain('"Copiar código"');
    expect(text).toContain('"Copiar iframe"');
    // The api does not check that the store is published, so the page does not say it must be.
    expect(text).not.toMatch(/publicada/);
    expect(text).not.toContain('embed.js');
  });
});
