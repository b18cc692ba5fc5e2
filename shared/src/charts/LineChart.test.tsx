import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { formatChartValue } from './format-chart-value';
import { LineChart } from './LineChart';

const revenue = [
  { date: '2026-11-16', value: 120000 },
  { date: '2026-11-17', value: 98500 },
  { date: '2026-11-18', value: 1234567 },
];

const renderRevenueChart = () =>
  renderWithProviders(
    <LineChart
      data={revenue}
      format="monetary"
      label="Evolución de ingresos"
      seriesLabel="Ingresos"
    />,
  );

describe('LineChart', () => {
  it('renders without crashing, with an accessible name', () => {
    renderRevenueChart();
    expect(screen.getByRole('figure', { name: 'Evolución de ingresos' })).toBeInTheDocument();
  });

  it('gives screen readers the points as an es-CL table', () => {
    renderRevenueChart();
    const table = screen.getByRole('table', { name: 'Evolución de ingresos' });
    expect(within(table).getByRole('columnheader', { name: 'Ingresos' })).toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['16-11-2026$120.000', '17-11-2026$98.500', '18-11-2026$1.234.567']);
  });

  it('draws the SVG when it has room', () => {
    // jsdom has no layout: give the auto-sizer a size.
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 600,
      height: 320,
      top: 0,
      left: 0,
      right: 600,
      bottom: 320,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    try {
      const { container } = renderWithProviders(
        <LineChart data={revenue} format="number" label="Suscripciones" height={320} />,
      );
      const svg = container.querySelector('svg[role="img"]');
      expect(svg).toHaveAttribute('aria-label', 'Suscripciones');
      expect(svg).toHaveTextContent('16-11');
    } finally {
      rect.mockRestore();
    }
  });

  it('says so when there is no data', () => {
    renderWithProviders(<LineChart data={[]} format="number" label="Clientes" />);
    expect(screen.getByRole('figure', { name: 'Clientes' })).toHaveTextContent(
      'No hay datos para el período seleccionado',
    );
  });
});

describe('formatChartValue', () => {
  it('formats the three metric formats', () => {
    expect(formatChartValue(1234567.4, 'monetary')).toBe('$1.234.567');
    expect(formatChartValue(1520, 'number')).toBe('1.520');
    expect(formatChartValue(12.5, 'percentage')).toBe('12,5%');
  });
});
