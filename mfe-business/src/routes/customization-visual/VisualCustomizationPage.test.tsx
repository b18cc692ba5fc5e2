import { screen } from '@testing-library/react';
import { renderWithProviders } from '@platform/shared/testing';
import VisualCustomizationPage from './VisualCustomizationPage';

describe('VisualCustomizationPage', () => {
  it('shows the logo, colours and preferences under its heading, and loads nothing', () => {
    renderWithProviders(<VisualCustomizationPage />, { route: '/customization/visual' });
    expect(screen.getByRole('heading', { level: 1, name: 'Aspecto Visual' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Aspecto de tu tienda' });
    for (const section of ['Logo', 'Colores', 'Preferencias']) {
      expect(form).toContainElement(screen.getByRole('group', { name: section }));
    }
    expect(screen.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');
  });
});
