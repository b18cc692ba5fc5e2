import { screen } from '@testing-library/react';
import { renderWithProviders } from '@platform/shared/testing';
import ContentCustomizationPage from './ContentCustomizationPage';

describe('ContentCustomizationPage', () => {
  it("says 'Próximamente' under the page's heading, and calls nothing", () => {
    renderWithProviders(<ContentCustomizationPage />, { route: '/customization/content' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Contenido del Sitio' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Próximamente' })).toBeInTheDocument();
    expect(
      screen.getByText('Pronto podrás editar los textos y las páginas de tu tienda desde aquí.'),
    ).toBeInTheDocument();
  });
});
