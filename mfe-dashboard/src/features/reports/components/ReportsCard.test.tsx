import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@platform/shared';
import { renderWithProviders } from '@platform/shared/testing';
import { mockDashboardGets } from '../../../fixtures/dashboard-api';
import { setUpDashboardTests } from '../../../fixtures/test-setup';
import { ReportsCard } from './ReportsCard';

const range = { startDate: '2026-10-23', endDate: '2026-11-22' };

describe('ReportsCard', () => {
  beforeAll(async () => {
    await import('@platform/shared/overlays');
  }, 60_000);
  setUpDashboardTests();

  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:reporte');
    URL.revokeObjectURL = jest.fn();
  });

  it('shows the first three reports and all of them in "Reportes Disponibles"', async () => {
    mockDashboardGets();
    renderWithProviders(<ReportsCard range={range} />);
    const card = screen.getByRole('region', { name: 'Reportes' });
    expect(await within(card).findAllByRole('listitem')).toHaveLength(3);
    expect(within(card).queryByText('Pronóstico de Inventario')).not.toBeInTheDocument();
    expect(
      within(card).getByText('Archivos CSV del 23-10-2026 al 22-11-2026.'),
    ).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Ver todos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reportes Disponibles' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    expect(within(dialog).getByText('Pronóstico de Inventario')).toBeInTheDocument();
  });

  it("shows 'Generando...' and is disabled while its export runs, then downloads the file", async () => {
    mockDashboardGets();
    let finish!: (value: unknown) => void;
    const post = jest
      .spyOn(apiClient, 'post')
      .mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const getBlob = jest
      .spyOn(apiClient, 'getBlob')
      .mockResolvedValue(new Blob(['Fecha;Ingresos'], { type: 'text/csv' }));
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    renderWithProviders(<ReportsCard range={range} />);
    const item = await screen.findByRole('listitem', { name: 'Reporte de Ingresos' });
    await userEvent.click(within(item).getByRole('button', { name: 'Exportar' }));

    const busy = within(item).getByRole('button', { name: 'Generando...' });
    expect(busy).toBeDisabled();
    // Only that report is generating.
    const other = screen.getByRole('listitem', { name: 'Reporte de Clientes' });
    expect(within(other).getByRole('button', { name: 'Exportar' })).toBeEnabled();
    expect(post).toHaveBeenCalledWith('/metrics/reports/revenue/export', {
      startDate: '2026-10-23',
      endDate: '2026-11-22',
    });

    finish({
      status: 'success',
      data: { fileUrl: 'http://api/downloads/reports/1?token=x', fileName: 'reporte.csv' },
    });
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: 'Exportar' })).toBeEnabled(),
    );
    expect(getBlob).toHaveBeenCalledWith('http://api/downloads/reports/1?token=x');
    expect(click).toHaveBeenCalled();
  });

  it('only logs a failed export and lets it be tried again', async () => {
    mockDashboardGets();
    jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('down'));
    renderWithProviders(<ReportsCard range={range} />);
    const item = await screen.findByRole('listitem', { name: 'Reporte de Clientes' });
    await userEvent.click(within(item).getByRole('button', { name: 'Exportar' }));
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: 'Exportar' })).toBeEnabled(),
    );
    expect(console.error).toHaveBeenCalled();
  });
});
