import { orderDocumentContentType, trackingLink } from './operations';

describe('order documents and carriers', () => {
  it('gives the content type of an allowed document by its extension, ignoring case', () => {
    expect(orderDocumentContentType('Factura 001.PDF')).toBe('application/pdf');
    expect(orderDocumentContentType('guia.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(orderDocumentContentType('notas.txt')).toBe('text/plain');
  });

  it('refuses other types and names without a base name or an extension', () => {
    expect(orderDocumentContentType('programa.exe')).toBeUndefined();
    expect(orderDocumentContentType('pdf')).toBeUndefined();
    expect(orderDocumentContentType('.pdf')).toBeUndefined();
  });

  it("links to the carrier's tracking page, and to none for 'other'", () => {
    expect(trackingLink('starken', ' 123 456 ')).toBe(
      'https://www.starken.cl/seguimiento?codigo=123%20456',
    );
    expect(trackingLink('other', '123')).toBeNull();
  });
});
