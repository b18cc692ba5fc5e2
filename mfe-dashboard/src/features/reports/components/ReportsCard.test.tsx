import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportExport } from '@platform/api/contracts';
import {
  answer,
  apiError,
  http,
  HttpResponse,
  renderWithProviders,
  server,
} from '@platform/shared/testing';
import { answerDashboard } from '../../../fixtures/dashboard-api';
import { setUpDashboardTests } from '../../../fixtures/test-setup';
import { ReportsCard } from './ReportsCard';

const range = { startDate: '2026-10-23', endDate: '2026-11-22' };

// A short-lived link on another origin than the api's.
const FILE_LINK = 'http://files.test/downloads/reports/1';
const FILE_URL = `${FILE_LINK}?token=x`;
const EXPORTED: ReportExport = {
  status: 'success',
  data: { fileUrl: FILE_URL, fileName: 'reporte.csv', expiresAt: '2026-11-22T12:05:00.000Z' },
};

describe('ReportsCard', () => {
  setUpDashboardTests({ preload: () => import('@platform/shared/overlays') });

  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:reporte');
    URL.revokeObjectURL = jest.fn();
  });

  it('shows the first three reports and all of them in "Reportes Disponibles"', async () => {
    answerDashboard();
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
    answerDashboard();
    let finish!: () => void;
    const generated = new Promise<void>((resolve) => (finish = resolve));
    const exported = answer('post', '/metrics/reports/:id/export', async () => {
      await generated;
      return HttpResponse.json(EXPORTED);
    });
    const downloads: URL[] = [];
    server.use(
      http.get(FILE_LINK, ({ request }) => {
        downloads.push(new URL(request.url));
        return new HttpResponse('Fecha;Ingresos', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    renderWithProviders(<ReportsCard range={range} />);
    const item = await screen.findByRole('listitem', { name: 'Reporte de Ingresos' });
    await userEvent.click(within(item).getByRole('button', { name: 'Exportar' }));

    const busy = within(item).getByRole('button', { name: 'Generando...' });
    expect(busy).toBeDisabled();
    // Only that report is generating.
    const other = screen.getByRole('listitem', { name: 'Reporte de Clientes' });
    expect(within(other).getByRole('button', { name: 'Exportar' })).toBeEnabled();
    await waitFor(() => expect(exported.requests).toHaveLength(1));
    expect(exported.requests[0]!.url.pathname).toMatch(/\/metrics\/reports\/revenue\/export$/);
    expect(exported.requests[0]!.body).toEqual({ startDate: '2026-10-23', endDate: '2026-11-22' });

    finish();
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: 'Exportar' })).toBeEnabled(),
    );
    expect(downloads.map(String)).toEqual([FILE_URL]);
    expect(click).toHaveBeenCalled();
  });

  it('only logs a failed export and lets it be tried again', async () => {
    answerDashboard();
    const exported = answer('post', '/metrics/reports/:id/export', () => apiError(500, 'down'));
    renderWithProviders(<ReportsCard range={range} />);
    const item = await screen.findByRole('listitem', { name: 'Reporte de Clientes' });
    await userEvent.click(within(item).getByRole('button', { name: 'Exportar' }));
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: 'Exportar' })).toBeEnabled(),
    );
    expect(exported.requests).toHaveLength(1);
    expect(console.error).toHaveBeenCalled();
  });
});
