import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDocument } from '@platform/api/contracts';
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
import { documents, invoicePdf, ORDER_ID, UPLOAD_ENDPOINT, UPLOAD_UUID } from '../fixtures';
import { DocumentsCard } from './DocumentsCard';

const DOCUMENTS_PATH = `/orders/${ORDER_ID}/documents`;

const guide: OrderDocument = {
  id: 'd0000000-0000-4000-8000-000000000002',
  name: 'guia-despacho.docx',
  date: '2026-11-22T13:00:00.000Z',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  size: 1_468_006,
};

const card = () => screen.getByRole('region', { name: 'Documentos' });
const picker = () => screen.getByLabelText('Subir documento');

function file(name: string, bytes = 2048, type = ''): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** The three steps of an upload; the PUT waits for `release` when given. */
function answerUpload({
  release,
  created = guide,
}: { release?: Promise<void>; created?: Parameters<typeof answer>[2] } = {}) {
  const signed = answer('post', '/aws/s3/signed-upload-url', {
    uploadUuid: UPLOAD_UUID,
    endpoint: UPLOAD_ENDPOINT,
  });
  const puts: Array<{ contentType: string | null }> = [];
  server.use(
    http.put('http://localhost:4000/uploads/:uuid', async ({ request }) => {
      puts.push({ contentType: request.headers.get('content-type') });
      if (release) await release;
      return HttpResponse.json({ ok: true });
    }),
  );
  const create = answer('post', '/order-documents', created);
  return { signed, puts, create };
}

async function renderCard(list: unknown = documents) {
  const read = answer('get', DOCUMENTS_PATH, list as never);
  renderWithProviders(<DocumentsCard orderId={ORDER_ID} />);
  await within(await screen.findByRole('region', { name: 'Documentos' })).findByText(
    '21-11-2026 07:00 · 240 KB',
  );
  return read;
}

describe('DocumentsCard', () => {
  configure({ asyncUtilTimeout: 5000 });
  jest.setTimeout(30_000);

  beforeAll(async () => {
    await Promise.all([import('@platform/shared/overlays'), import('@platform/shared/widgets')]);
  }, 60_000);
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    signOutForTest();
  });

  it('lists each document with its name, date and size', async () => {
    await renderCard({ documents: [invoicePdf, guide] });
    const rows = within(screen.getByRole('list', { name: 'Documentos de la orden' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('guia-despacho.docx');
    expect(rows[1]).toHaveTextContent('22-11-2026 10:00 · 1,4 MB');
    expect(
      within(rows[1]!).getByRole('button', { name: 'Descargar guia-despacho.docx' }),
    ).toBeInTheDocument();
  });

  it('refuses a file of a type not allowed, or over 5 MB, before sending anything', async () => {
    const upload = answerUpload();
    const user = userEvent.setup({ applyAccept: false });
    await renderCard();

    await user.upload(picker(), file('foto.png', 1024, 'image/png'));
    expect(picker()).toHaveAccessibleDescription(
      'Tipo de archivo no permitido. Tipos permitidos: PDF, DOCX, DOC, XLS, XLSX, TXT',
    );
    await user.upload(picker(), file('planilla.xlsx', 6 * 1024 * 1024));
    expect(picker()).toHaveAccessibleDescription(
      'El archivo excede el tamaño máximo permitido de 5MB',
    );

    expect(upload.signed.requests).toHaveLength(0);
    expect(upload.puts).toHaveLength(0);
    expect(upload.create.requests).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("stops at 'Archivo duplicado' when the order already has a file of that name", async () => {
    const upload = answerUpload();
    const user = userEvent.setup();
    await renderCard();

    await user.upload(picker(), file('factura-1042.pdf'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archivo duplicado' });
    expect(dialog).toHaveTextContent(
      'Ya existe un archivo con el nombre "factura-1042.pdf". Por favor, cambia el nombre del archivo antes de subirlo.',
    );
    expect(upload.signed.requests).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(upload.create.requests).toHaveLength(0);
  });

  it('climbs 10 every 300 ms up to 90, shows 100 and the success for 3 s, and lists the document', async () => {
    jest.useFakeTimers();
    let release!: () => void;
    const upload = answerUpload({ release: new Promise<void>((resolve) => (release = resolve)) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderCard();
    const reread = answer('get', DOCUMENTS_PATH, { documents: [invoicePdf, guide] });

    await user.upload(picker(), file('guia-despacho.docx'));
    const bar = screen.getByRole('progressbar', { name: 'Subiendo documento' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(picker()).toBeDisabled();
    act(() => jest.advanceTimersByTime(300));
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    act(() => jest.advanceTimersByTime(600));
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    act(() => jest.advanceTimersByTime(3000));
    expect(bar).toHaveAttribute('aria-valuenow', '90');

    await waitFor(() => expect(upload.puts).toHaveLength(1));
    expect(upload.signed.requests.map((request) => request.body)).toEqual([
      {
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    ]);
    expect(upload.puts[0]!.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );

    await act(async () => release());
    const done = await screen.findByRole('progressbar', { name: 'Documento subido' });
    expect(done).toHaveAttribute('aria-valuenow', '100');
    expect(upload.create.requests.map((request) => request.body)).toEqual([
      { orderUuid: ORDER_ID, uploadUuid: UPLOAD_UUID, filename: 'guia-despacho.docx' },
    ]);
    expect(within(card()).getByText('guia-despacho.docx', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Documento "guia-despacho.docx" subido correctamente',
    );
    // The list is read again, to be sure it holds what the server has.
    await waitFor(() => expect(reread.requests).toHaveLength(1));

    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(picker()).toBeEnabled();
  });

  it("shows 'Archivo duplicado' when the server refuses the name (409)", async () => {
    answerUpload({
      created: () => apiError(409, 'Ya existe un documento con ese nombre en la orden'),
    });
    const user = userEvent.setup();
    await renderCard();

    await user.upload(picker(), file('Factura-1042.PDF'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archivo duplicado' });
    expect(dialog).toHaveTextContent('Ya existe un archivo con el nombre "Factura-1042.PDF".');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("says why an upload failed, in the spec's words for each case", async () => {
    const user = userEvent.setup();
    await renderCard();
    const failsWith = async (text: string) => {
      await user.upload(picker(), file('nota.txt'));
      await waitFor(() => expect(picker()).toHaveAccessibleDescription(text));
      expect(screen.queryByRole('progressbar')).toBeNull();
    };

    answer('post', '/aws/s3/signed-upload-url', { uploadUuid: UPLOAD_UUID });
    await failsWith('No se recibió una URL válida para la subida del archivo');

    answer('post', '/aws/s3/signed-upload-url', {
      uploadUuid: UPLOAD_UUID,
      endpoint: UPLOAD_ENDPOINT,
    });
    server.use(http.put('http://localhost:4000/uploads/:uuid', () => apiError(500)));
    await failsWith('Error 500: No se pudo subir el archivo');

    answerUpload({ created: {} });
    await failsWith('No se recibió una respuesta válida del servidor');

    answerUpload({ created: () => apiError(500) });
    await failsWith('Error al subir el documento. Por favor, intenta nuevamente.');

    answer('post', '/aws/s3/signed-upload-url', () => apiError(500));
    await failsWith('Error al subir el documento. Por favor, intenta nuevamente.');
  });

  it('downloads a document from its link, with the token, under its own name', async () => {
    signInForTest();
    URL.createObjectURL = jest.fn(() => 'blob:documento');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const link = answer(
      'get',
      `/order-documents/${invoicePdf.id}/download`,
      inTurn(() => apiError(500), {
        fileUrl: 'http://localhost:4000/files/order-documents/d1?expires=1&signature=s',
      }),
    );
    const fetched: Array<string | null> = [];
    server.use(
      http.get('http://localhost:4000/files/order-documents/d1', ({ request }) => {
        fetched.push(request.headers.get('authorization'));
        return new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const user = userEvent.setup();
    await renderCard();
    const button = within(card()).getByRole('button', { name: 'Descargar factura-1042.pdf' });

    await user.click(button);
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'Error al descargar el documento. Por favor, intenta nuevamente.',
    );

    await user.click(button);
    await waitFor(() => expect(saved).toEqual(['factura-1042.pdf']));
    expect(link.requests).toHaveLength(2);
    expect(fetched).toEqual([expect.stringMatching(/^Bearer /)]);
    expect(within(card()).queryByRole('alert')).toBeNull();
  });
});
