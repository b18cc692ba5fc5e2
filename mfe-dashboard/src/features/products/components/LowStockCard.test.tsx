import { screen, within } from '@testing-library/react';
import { apiError, renderWithProviders } from '@platform/shared/testing';
import { answerDashboard } from '../../../fixtures/dashboard-api';
import { setUpDashboardTests } from '../../../fixtures/test-setup';
import { LowStockCard } from './LowStockCard';

describe('LowStockCard', () => {
  setUpDashboardTests();

  it('keeps stock <= minimum, fewest first, five, and links to the filtered products page', async () => {
    const api = answerDashboard();
    renderWithProviders(<LowStockCard />);
    const card = screen.getByRole('region', { name: 'Productos Bajo Stock' });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Filtros V60',
      'Molinillo',
      'Chemex',
      'Prensa Francesa',
      'Café Grano 1 kg',
    ]);
    expect(within(items[0]!).getByText('Sin stock')).toBeInTheDocument();
    expect(within(card).queryByText('Taza Barista')).not.toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Ver todos los productos con stock bajo' }),
    ).toHaveAttribute('href', '/products?stockStatus=low-stock&sortField=stock&sortDirection=asc');
    const [asked] = api.to('/products');
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({
      stockStatus: 'low-stock',
      sortField: 'stock',
      sortDirection: 'asc',
      perPage: '5',
    });
  });

  it('has the spec texts for an error and for no products', async () => {
    answerDashboard({ '/products': apiError(500, 'down') });
    const { unmount } = renderWithProviders(<LowStockCard />);
    expect(
      await screen.findByText('Error al cargar los productos con stock bajo'),
    ).toBeInTheDocument();
    unmount();
    answerDashboard({ '/products': { data: [] } });
    renderWithProviders(<LowStockCard />);
    expect(await screen.findByText('No hay productos con stock bajo')).toBeInTheDocument();
  });
});
