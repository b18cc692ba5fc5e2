import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answer,
  apiError,
  http,
  HttpResponse,
  inTurn,
  renderWithProviders,
  server,
  signInForTest,
  signOutForTest,
} from '@platform/shared/testing';
import { invoices } from '../../features/invoices/fixtures';
import InvoicesPage from './InvoicesPage';

const table = () => screen.getByRole('table', { name: 'Historial de facturas' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('InvoicesPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    signOutForTest();
  });

  it('lists 10 invoices a page: number, period, amount, date and status, the download only when billed', async () => {
    answer('get', '/business/invoices', { invoices });
    const user = userEvent.setup();
    renderWithProviders(<InvoicesPage />, { route: '/business/invoices' });
    expect(screen.getByRole('heading', { level: 1, name: 'Facturas Recibidas' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Cargando facturas...' })).toBeInTheDocument();

    await screen.findByRole('table', { name: 'Historial de facturas' });
    expect(bodyRows()).toHaveLength(10);
    const [pending, billed] = bodyRows();
    expect(
      within(pending!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'No disponible',
      'Noviembre 2026',
      '$512.000',
      'Por emitir',
      'Pendiente',
      'Se podrá descargar cuando sea emitida',
    ]);
    expect(within(pending!).queryByRole('button')).toBeNull();
    expect(
      within(billed!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'F-004447',
      'Octubre 2026',
      '$500.000',
      '01-11-2026',
      'Facturada',
      'Descargar factura de Octubre 2026',
    ]);
    expect(screen.getByText('13 facturas')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(bodyRows()).toHaveLength(3);
    expect(within(bodyRows()[2]!).getByText('F-004007')).toBeVisible();
  });

  it('downloads a billed invoice from its link, with the token, as factura-{period}-{number}.pdf', async () => {
    signInForTest();
    URL.createObjectURL = jest.fn(() => 'blob:factura');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    answer('get', '/business/invoices', { invoices });
    const link = answer(
      'get',
      `/business/invoices/${invoices[1]!.uuid}/download`,
      inTurn(() => apiError(500), {
        fileUrl: 'http://localhost:4000/downloads/invoices/i1?token=1.s',
      }),
    );
    const fetched: Array<string | null> = [];
    server.use(
      http.get('http://localhost:4000/downloads/invoices/i1', ({ request }) => {
        fetched.push(request.headers.get('authorization'));
        return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<InvoicesPage />);
    const button = await screen.findByRole('button', {
      name: 'Descargar factura de Octubre 2026',
    });

    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al descargar la factura. Por favor, intenta nuevamente.',
    );

    await user.click(button);
    await waitFor(() => expect(saved).toEqual(['factura-2026-10-4447.pdf']));
    expect(link.requests).toHaveLength(2);
    expect(fetched).toEqual([expect.stringMatching(/^Bearer /)]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the download failed when the file cannot be fetched', async () => {
    answer('get', '/business/invoices', { invoices });
    answer('get', `/business/invoices/${invoices[1]!.uuid}/download`, {
      fileUrl: 'http://localhost:4000/downloads/invoices/i1?token=1.s',
    });
    server.use(
      http.get('http://localhost:4000/downloads/invoices/i1', () =>
        apiError(404, 'Factura no encontrada'),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<InvoicesPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Descargar factura de Octubre 2026' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al descargar la factura. Por favor, intenta nuevamente.',
    );
  });

  it('exports every invoice as CSV', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    answer('get', '/business/invoices', { invoices });
    const user = userEvent.setup();
    renderWithProviders(<InvoicesPage />);
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([expect.stringMatching(/^facturas-\d{4}-\d{2}-\d{2}\.csv$/)]),
    );
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('ID;Período;Número;Monto;Fecha;Estado');
    // A line per invoice, and the file ends with a line break.
    expect(lines).toHaveLength(invoices.length + 2);
  });

  it('says the load failed and tries again on request', async () => {
    const load = answer(
      'get',
      '/business/invoices',
      inTurn(() => apiError(500, 'Error interno del servidor'), { invoices }),
    );
    const user = userEvent.setup();
    renderWithProviders(<InvoicesPage />);
    expect(await screen.findByText('Error al cargar las facturas')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Historial de facturas' })).toBeVisible();
    expect(load.requests).toHaveLength(2);
  });

  it('says when there is no invoice yet, with nothing to export', async () => {
    answer('get', '/business/invoices', { invoices: [] });
    renderWithProviders(<InvoicesPage />);
    expect(await screen.findByRole('heading', { name: 'Aún no tienes facturas' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
  });
});
