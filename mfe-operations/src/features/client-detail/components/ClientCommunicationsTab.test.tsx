import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, inTurn, renderWithProviders } from '@platform/shared/testing';
import { CLIENT_ID, communication } from '../fixtures';
import { ClientCommunicationsTab } from './ClientCommunicationsTab';

const COMMUNICATIONS = `/clients/${CLIENT_ID}/communications`;
const table = () => screen.getByRole('table', { name: 'Comunicaciones del cliente' });
const subjects = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

const hostile = communication(20, {
  subject: 'Promoción especial',
  template: 'promocion_mensual',
  content:
    '<p>Hola Camila</p><script>window.hacked = true</script>' +
    '<img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">Ver oferta</a>',
});
const sms = communication(8, {
  subject: 'Tu pedido llega hoy',
  medium: 'sms',
  recipient: '+56912345678',
  template: null,
  status: 'failed',
  content: 'Hola Camila, tu pedido #1008 llega hoy.\nResponde STOP para no recibir más.',
});

/** Reads what a download saved: its file name and its text. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | null = null;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:comunicacion';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: lastBlob! });
  });
  return saved;
}

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

// Typing re-renders the table on every key: slow in jsdom on a busy machine.
jest.setTimeout(20_000);

describe('ClientCommunicationsTab', () => {
  beforeAll(async () => {
    await import('@platform/shared/overlays');
  }, 60_000);
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lists them newest first with every column, templates read with spaces', async () => {
    answer('get', COMMUNICATIONS, { communications: [communication(3), sms, communication(5)] });
    renderWithProviders(<ClientCommunicationsTab clientId={CLIENT_ID} />);

    await screen.findByRole('table', { name: 'Comunicaciones del cliente' });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Asunto', 'Medio', 'Destinatario', 'Fecha', 'Plantilla', 'Estado', 'Acciones']);
    expect(subjects()).toEqual([
      'Tu pedido llega hoy',
      'Tu pedido #1005 está en camino',
      'Tu pedido #1003 está en camino',
    ]);
    const email = within(table()).getByRole('row', { name: /#1005/ });
    expect(within(email).getByText('Email')).toBeInTheDocument();
    expect(within(email).getByText('camila.rojas@correo.cl')).toBeInTheDocument();
    expect(within(email).getByText('05-02-2026 10:30')).toBeInTheDocument();
    expect(within(email).getByText('pedido enviado')).toBeInTheDocument();
    expect(within(email).getByText('Entregado')).toBeInTheDocument();
    const text = within(table()).getByRole('row', { name: /llega hoy/ });
    expect(within(text).getByText('SMS')).toBeInTheDocument();
    expect(within(text).getByText('Sin plantilla')).toBeInTheDocument();
    expect(within(text).getByText('Fallido')).toBeInTheDocument();
  });

  it('searches by subject or template, and pages 10 at first', async () => {
    answer('get', COMMUNICATIONS, {
      communications: [
        ...Array.from({ length: 12 }, (_, index) => communication(index + 1)),
        hostile,
      ],
    });
    renderWithProviders(<ClientCommunicationsTab clientId={CLIENT_ID} />);
    await screen.findByRole('table', { name: 'Comunicaciones del cliente' });
    expect(subjects()).toHaveLength(10);
    expect(screen.getByText('Mostrando 1–10 de 13')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(subjects()).toHaveLength(3);

    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    await userEvent.type(search, 'n mensu');
    expect(subjects()).toEqual(['Promoción especial']);
    await userEvent.clear(search);
    await userEvent.type(search, '#1012');
    expect(subjects()).toEqual(['Tu pedido #1012 está en camino']);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('Ninguna comunicación coincide con la búsqueda.')).toBeInTheDocument();
    await userEvent.clear(search);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Resultados por página' }),
      '5 por página',
    );
    expect(subjects()).toHaveLength(5);
  });

  it("shows an e-mail's content sanitised, inside a sandboxed frame", async () => {
    answer('get', COMMUNICATIONS, { communications: [hostile] });
    renderWithProviders(<ClientCommunicationsTab clientId={CLIENT_ID} />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver contenido de Promoción especial' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Promoción especial' });
    expect(within(dialog).getByText('promocion mensual')).toBeInTheDocument();
    const frame = within(dialog).getByTitle('Contenido de Promoción especial');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    const html = frame.getAttribute('srcdoc') ?? '';
    expect(html).toContain('<p>Hola Camila</p>');
    expect(html).toContain('Ver oferta');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/javascript:/i);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows a text message as plain text, and downloads it as <id>.txt', async () => {
    const saved = captureDownloads();
    answer('get', COMMUNICATIONS, { communications: [sms] });
    renderWithProviders(<ClientCommunicationsTab clientId={CLIENT_ID} />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver contenido de Tu pedido llega hoy' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tu pedido llega hoy' });
    expect(within(dialog).queryByTitle(/Contenido de/)).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Responde STOP para no recibir más\./)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    expect(saved.map(({ name }) => name)).toEqual([`${sms.id}.txt`]);
    expect(saved[0]!.blob.type).toBe('text/plain;charset=utf-8');
    expect(await textOf(saved[0]!.blob)).toBe(
      [
        'Asunto: Tu pedido llega hoy',
        'Medio: SMS',
        'Destinatario: +56912345678',
        'Fecha: 08-02-2026 10:30',
        'Plantilla: Sin plantilla',
        'Estado: Fallido',
        '',
        'Hola Camila, tu pedido #1008 llega hoy.',
        'Responde STOP para no recibir más.',
        '',
      ].join('\n'),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("downloads an e-mail from its row as text, without the HTML's markup or script", async () => {
    const saved = captureDownloads();
    answer('get', COMMUNICATIONS, { communications: [hostile] });
    renderWithProviders(<ClientCommunicationsTab clientId={CLIENT_ID} />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Descargar Promoción especial' }),
    );
    expect(saved.map(({ name }) => name)).toEqual([`${hostile.id}.txt`]);
    const text = await textOf(saved[0]!.blob);
    expect(text).toContain('Plantilla: promocion mensual\n');
    expect(text).toContain('\nHola Camila\n\nVer oferta\n');
    expect(text).not.toMatch(/<|hacked/);
  });

  it('says so when nothing was sent, and shows its own load error with Reintentar', async () => {
    answer('get', COMMUNICATIONS, { communications: [] });
    const { unmount } = renderWithProviders(<ClientCommunicationsTab clientId={CLIENT_ID} />);
    expect(
      await screen.findByRole('heading', { name: 'No hay comunicaciones' }),
    ).toBeInTheDocument();
    unmount();

    answer(
      'get',
      COMMUNICATIONS,
      inTurn(() => apiError(500, 'Falla'), { communications: [sms] }),
    );
    renderWithProviders(
      <ClientCommunicationsTab clientId="c0000000-0000-4000-8000-000000000009" />,
    );
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Error al cargar las comunicaciones del cliente'),
    ).toBeInTheDocument();
  });
});
