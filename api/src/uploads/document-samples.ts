import { ORDER_DOCUMENT, type OrderDocumentExtension } from '@platform/shared/constants';

/**
 * Small files of each order-document type, for tests: a PDF, ZIP packages with the parts that make
 * them a DOCX or an XLSX, the OLE header of a DOC or XLS (a 512-byte sector), and UTF-8 text.
 */
const ole = () =>
  Buffer.concat([
    Buffer.from('d0cf11e0a1b11ae1', 'hex'),
    Buffer.alloc(16),
    Buffer.from('3e000300feff0900', 'hex'),
    Buffer.alloc(512 - 32),
  ]);

export const DOCUMENT_SAMPLES: Record<OrderDocumentExtension, Buffer> = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
      '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  ),
  docx: Buffer.from(
    'UEsDBBQAAAAAAAAAIVzmuHRrYgAAAGIAAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbDw/eG1sIHZlcnNpb249IjEuMCI/PjxUeXBlcyB4bWxucz0iaHR0cDovL3NjaGVtYXMub3BlbnhtbGZvcm1hdHMub3JnL3BhY2thZ2UvMjAwNi9jb250ZW50LXR5cGVzIi8+UEsDBBQAAAAAAAAAIVzdWoYNDQAAAA0AAAARAAAAd29yZC9kb2N1bWVudC54bWw8dzpkb2N1bWVudC8+UEsBAhQDFAAAAAAAAAAhXOa4dGtiAAAAYgAAABMAAAAAAAAAAAAAAIABAAAAAFtDb250ZW50X1R5cGVzXS54bWxQSwECFAMUAAAAAAAAACFc3VqGDQ0AAAANAAAAEQAAAAAAAAAAAAAAgAGTAAAAd29yZC9kb2N1bWVudC54bWxQSwUGAAAAAAIAAgCAAAAAzwAAAAAA',
    'base64',
  ),
  xlsx: Buffer.from(
    'UEsDBBQAAAAAAAAAIVzmuHRrYgAAAGIAAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbDw/eG1sIHZlcnNpb249IjEuMCI/PjxUeXBlcyB4bWxucz0iaHR0cDovL3NjaGVtYXMub3BlbnhtbGZvcm1hdHMub3JnL3BhY2thZ2UvMjAwNi9jb250ZW50LXR5cGVzIi8+UEsDBBQAAAAAAAAAIVzOnpgTCwAAAAsAAAAPAAAAeGwvd29ya2Jvb2sueG1sPHdvcmtib29rLz5QSwECFAMUAAAAAAAAACFc5rh0a2IAAABiAAAAEwAAAAAAAAAAAAAAgAEAAAAAW0NvbnRlbnRfVHlwZXNdLnhtbFBLAQIUAxQAAAAAAAAAIVzOnpgTCwAAAAsAAAAPAAAAAAAAAAAAAACAAZMAAAB4bC93b3JrYm9vay54bWxQSwUGAAAAAAIAAgB+AAAAywAAAAAA',
    'base64',
  ),
  doc: ole(),
  xls: ole(),
  txt: Buffer.from('Guía de despacho Nº 1234\r\nCafé de especialidad × 2\r\n', 'utf8'),
};

/** Each allowed extension with its content type and sample bytes. */
export const DOCUMENT_TYPES = (
  Object.entries(ORDER_DOCUMENT.types) as Array<[OrderDocumentExtension, string]>
).map(([extension, contentType]) => ({
  extension,
  contentType,
  bytes: DOCUMENT_SAMPLES[extension],
}));
