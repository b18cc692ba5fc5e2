import { screen } from '@testing-library/react';
import { answer, renderWithProviders } from '@platform/shared/testing';
import { savedStore } from '../../features/store-settings/fixtures';
import MyStorePage from './MyStorePage';

describe('MyStorePage', () => {
  it("is 'Mi Tienda', with the store's settings to edit", async () => {
    answer('get', '/store', savedStore);
    renderWithProviders(<MyStorePage />, { route: '/my-store' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Tienda' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Nombre del sitio/ })).toHaveValue(
      'Huerta Verde',
    );
  });
});
