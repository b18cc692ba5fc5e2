import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@platform/shared/testing';
import DocsPage from './DocsPage';
import { hrefOf } from '../../testing/links';

// Pages with every article rendered are slow to re-render in jsdom.
jest.setTimeout(20_000);

describe('DocsPage', () => {
  it('shows the article categories, the embed API section and links to help, contact and status', () => {
    renderWithProviders(<DocsPage />, { route: '/docs' });
    expect(screen.getByRole('heading', { name: 'Documentación', level: 1 })).toBeInTheDocument();
    for (const category of [
      'Primeros pasos',
      'Productos',
      'Planes',
      'Clientes',
      'Personalización',
      'Configuración del negocio',
    ]) {
      expect(screen.getByRole('heading', { name: category, level: 2 })).toBeInTheDocument();
    }
    const embed = screen.getByRole('region', { name: /API de incrustación/ });
    expect(embed).toHaveAttribute('id', 'embed-api');
    // The script the api serves, at the api this page calls (the runtime config's).
    expect(screen.getByLabelText('Código para incrustar un producto')).toHaveTextContent(
      '<script src="http://localhost:4000/api/public/embed/product.js" async></script>',
    );
    expect(screen.getByLabelText('Iframe para incrustar un producto')).toBeInTheDocument();
    expect(hrefOf(/Ver preguntas frecuentes/)).toBe('/help');
    expect(hrefOf(/Ir a contacto/)).toBe('/contact');
    expect(hrefOf(/Ver estado del sistema/)).toBe('/status');
    expect(hrefOf('API de incrustación')).toBe('#embed-api');
  });

  it('filters the articles and opens the ones that match', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DocsPage />, { route: '/docs' });
    await user.click(screen.getByRole('searchbox', { name: 'Buscar en la documentación' }));
    await user.paste('courier');
    const article = screen.getByRole('button', { name: /Registrar un despacho/ });
    expect(article).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('1 artículo encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Primeros pasos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /API de incrustación/ })).not.toBeInTheDocument();
  });

  it('keeps the embed section for a search about it', () => {
    renderWithProviders(<DocsPage />, { route: '/docs?q=incrustar' });
    expect(screen.getByRole('region', { name: /API de incrustación/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Incrustar un producto en tu sitio web/ }),
    ).toBeInTheDocument();
  });

  it('keeps the embed section for a search about its iframe', () => {
    renderWithProviders(<DocsPage />, { route: '/docs?q=iframe' });
    expect(screen.getByRole('region', { name: /API de incrustación/ })).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DocsPage />, { route: '/docs?q=zzzz' });
    expect(
      screen.getByRole('heading', { name: 'No se encontraron resultados' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todos los artículos' }));
    expect(screen.getByRole('heading', { name: 'Primeros pasos' })).toBeInTheDocument();
  });
});
