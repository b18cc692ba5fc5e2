import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@platform/shared/testing';
import { answerDashboard } from '../../../fixtures/dashboard-api';
import { expectListStateTexts, setUpDashboardTests } from '../../../fixtures/test-setup';
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
    expect(api.paramsOf('/products')).toEqual({
      stockStatus: 'low-stock',
      sortField: 'stock',
      sortDirection: 'asc',
      perPage: '5',
    });
  });

  it('has the spec texts for an error and for no products', async () => {
    await expectListStateTexts(<LowStockCard />, '/products', {
      errorText: 'Error al cargar los productos con stock bajo',
      emptyText: 'No hay productos con stock bajo',
    });
  });
});
