import { PDFArray, PDFDocument, PDFRawStream, type PDFObject, decodePDFRawStream } from 'pdf-lib';

/**
 * Test helpers: the lines of text a PDF made by `renderInvoicePdf` draws, in order. pdf-lib writes
 * each line as one hex string in the standard fonts' WinAnsi encoding (`<…> Tj`), inside
 * compressed content streams; this reads them back with pdf-lib itself.
 */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  return (await pdfTextRuns(bytes)).map((run) => run.text);
}

/** Each line of text with the font it is drawn in ('Helvetica', 'Helvetica-Bold'). */
export async function pdfTextRuns(
  bytes: Uint8Array,
): Promise<Array<{ text: string; font: string }>> {
  const pdf = await PDFDocument.load(bytes);
  const decoder = new TextDecoder('windows-1252');
  const lines: Array<{ text: string; font: string }> = [];
  let font = '';
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams: PDFObject[] = contents instanceof PDFArray ? contents.asArray() : [contents!];
    for (const entry of streams) {
      const stream = pdf.context.lookup(entry);
      if (!(stream instanceof PDFRawStream)) continue;
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      // `/Helvetica-Bold-123 12 Tf` names the font (pdf-lib adds a number to the key).
      for (const match of source.matchAll(/\/([\w-]+?)-\d+ [\d.]+ Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (match[1]) font = match[1];
        else lines.push({ text: decoder.decode(Buffer.from(match[2] ?? '', 'hex')), font });
      }
    }
  }
  return lines;
}
