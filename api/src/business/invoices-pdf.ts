import { PDFDocument, type PDFFont, type PDFPage, PageSizes, StandardFonts, rgb } from 'pdf-lib';

import { type InvoiceDocument, invoiceNumberLabel } from './invoices.ts';

/** Chilean VAT: the invoice's amount is the total, VAT included. */
const VAT_RATE = 0.19;

const clp = new Intl.NumberFormat('es-CL', {
  style: 'currency',
  currency: 'CLP',
  maximumFractionDigits: 0,
});
const monthName = new Intl.DateTimeFormat('es-CL', { month: 'long', timeZone: 'UTC' });

/** 'YYYY-MM' → 'Octubre 2026'. */
export function invoicePeriodLabel(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const name = monthName.format(new Date(Date.UTC(year, month - 1, 1)));
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`;
}

/** The net amount and the VAT in a total that includes it (whole pesos; they add up to it). */
export function vatBreakdown(total: number): { net: number; vat: number } {
  const net = Math.round(total / (1 + VAT_RATE));
  return { net, vat: total - net };
}

const INK = rgb(0.11, 0.12, 0.16);
const MUTED = rgb(0.38, 0.4, 0.46);
const ACCENT = rgb(0.31, 0.27, 0.9);
const RULE = rgb(0.85, 0.86, 0.89);

/**
 * Text the standard fonts can draw: they cover Latin-1 (Spanish accents, ñ, ¿, ¡) but not every
 * character a merchant may type in the billing data; a letter outside it loses its accent, and
 * anything else becomes '?', rather than the whole document failing.
 */
const characterSets = new WeakMap<PDFFont, Set<number>>();

function drawable(font: PDFFont, text: string): string {
  let supported = characterSets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  let out = '';
  for (const char of text.normalize('NFC').replace(/\s+/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    const known = supported;
    out += base && [...base].every((c) => known.has(c.codePointAt(0) ?? 0)) ? base : '?';
  }
  return out;
}

/** The font each page draws with now (pdf-lib's own state, which it does not expose). */
const currentFonts = new WeakMap<PDFPage, PDFFont>();

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws text cut to `maxWidth` (with '…' when it does not fit). */
function text(
  page: PDFPage,
  value: string,
  x: number,
  y: number,
  options: { font: PDFFont; size: number; color?: ReturnType<typeof rgb>; maxWidth?: number },
): void {
  let shown = drawable(options.font, value);
  // The page's font is set only when it changes: pdf-lib adds a resource entry each time it is set
  // (and a `font` given to drawText is set, then set back, each time).
  if (currentFonts.get(page) !== options.font) {
    page.setFont(options.font);
    currentFonts.set(page, options.font);
  }
  if (options.maxWidth) {
    while (
      shown.length > 1 &&
      options.font.widthOfTextAtSize(shown, options.size) > options.maxWidth
    ) {
      shown = `${shown.slice(0, -2)}…`;
    }
  }
  page.drawText(shown, {
    x,
    y,
    size: options.size,
    color: options.color ?? INK,
  });
}

/** Draws text ending at `right`. */
function textRight(
  page: PDFPage,
  value: string,
  right: number,
  y: number,
  options: { font: PDFFont; size: number; color?: ReturnType<typeof rgb> },
): void {
  const shown = drawable(options.font, value);
  const width = options.font.widthOfTextAtSize(shown, options.size);
  text(page, shown, right - width, y, options);
}

/**
 * The invoice the platform issues to the store (spec 3 §3 "Invoice"): the issuer, the number and
 * the issue date, the store's billing data when it has any, the plan and period billed and the
 * amount with its VAT. A4, the standard Helvetica fonts (nothing to embed), metadata set so a
 * reader lists it by title. The same invoice always gives the same bytes.
 */
export async function renderInvoicePdf(document: InvoiceDocument): Promise<Uint8Array> {
  const { invoice, billing, issuer } = document;
  const number = invoiceNumberLabel(invoice.number);
  const period = invoicePeriodLabel(invoice.period);
  const issuedOn = invoice.date.split('-').reverse().join('-');
  const issuedAt = new Date(`${invoice.date}T12:00:00Z`);

  const pdf = await PDFDocument.create();
  pdf.setTitle(`Factura ${number}`);
  pdf.setSubject(`Factura ${number} · ${period} · ${document.storeName}`);
  pdf.setAuthor(issuer?.legalName ?? 'Plataforma');
  pdf.setCreator(issuer?.legalName ?? 'Plataforma');
  pdf.setProducer('pdf-lib');
  pdf.setLanguage('es-CL');
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const page = pdf.addPage(PageSizes.A4);
  const { width, height } = page.getSize();
  const left = 56;
  const right = width - 56;
  let y = height - 64;

  // The issuer, and the invoice's number and date in a box at the right.
  text(page, issuer?.legalName ?? 'Plataforma', left, y, { font: fonts.bold, size: 16 });
  const issuerLines = issuer
    ? [`RUT ${issuer.rut}`, issuer.street, issuer.place, issuer.email]
    : ['Plataforma de suscripciones'];
  issuerLines.forEach((line, index) =>
    text(page, line, left, y - 18 - index * 13, {
      font: fonts.regular,
      size: 9,
      color: MUTED,
      maxWidth: 300,
    }),
  );
  const boxWidth = 180;
  page.drawRectangle({
    x: right - boxWidth,
    y: y - 50,
    width: boxWidth,
    height: 68,
    borderColor: ACCENT,
    borderWidth: 1.5,
  });
  const boxCenter = right - boxWidth / 2;
  const centered = (value: string, atY: number, font: PDFFont, size: number) =>
    text(page, value, boxCenter - font.widthOfTextAtSize(drawable(font, value), size) / 2, atY, {
      font,
      size,
      color: ACCENT,
    });
  centered('FACTURA', y - 2, fonts.bold, 14);
  centered(`N° ${number}`, y - 20, fonts.bold, 12);
  centered(`Fecha de emisión: ${issuedOn}`, y - 38, fonts.regular, 9);

  // The store, as its billing data says.
  y -= 100;
  const section = (title: string) => {
    text(page, title, left, y, { font: fonts.bold, size: 11, color: ACCENT });
    page.drawLine({
      start: { x: left, y: y - 6 },
      end: { x: right, y: y - 6 },
      thickness: 0.75,
      color: RULE,
    });
    y -= 24;
  };
  section('Facturado a');
  const place = [billing.address, billing.city, billing.state, billing.zipCode]
    .filter((part) => part.trim())
    .join(', ');
  const rows: Array<[string, string]> = [
    ['Razón social', billing.businessName || document.storeName],
    ['RUT', billing.rut],
    ['Giro', billing.industry],
    ['Dirección', place],
    ['Email', billing.billingEmail],
    ['Teléfono', billing.billingPhone],
  ];
  const shownRows = rows.filter(([, value]) => value.trim());
  for (const [label, value] of shownRows) {
    text(page, label, left, y, { font: fonts.bold, size: 9, color: MUTED });
    text(page, value, left + 90, y, { font: fonts.regular, size: 10, maxWidth: right - left - 90 });
    y -= 16;
  }
  if (!billing.rut.trim()) {
    text(
      page,
      'La tienda aún no registra sus datos de facturación (Mi Negocio > Datos de Facturación).',
      left,
      y,
      { font: fonts.regular, size: 9, color: MUTED },
    );
    y -= 16;
  }

  // What is charged.
  y -= 16;
  section('Detalle');
  const amountX = right;
  const periodX = right - 150;
  text(page, 'Descripción', left, y, { font: fonts.bold, size: 9, color: MUTED });
  text(page, 'Período', periodX, y, { font: fonts.bold, size: 9, color: MUTED });
  textRight(page, 'Monto', amountX, y, { font: fonts.bold, size: 9, color: MUTED });
  y -= 18;
  const plan = document.planName ? `Plan ${document.planName}` : 'Servicio de la plataforma';
  const subscribers =
    document.subscribers === null
      ? ''
      : ` · ${document.subscribers} ${document.subscribers === 1 ? 'suscriptor activo' : 'suscriptores activos'}`;
  text(page, `${plan}${subscribers}`, left, y, {
    font: fonts.regular,
    size: 10,
    maxWidth: periodX - left - 12,
  });
  text(page, period, periodX, y, { font: fonts.regular, size: 10 });
  textRight(page, clp.format(invoice.amount), amountX, y, { font: fonts.regular, size: 10 });
  y -= 12;
  page.drawLine({
    start: { x: left, y },
    end: { x: right, y },
    thickness: 0.75,
    color: RULE,
  });

  // Totals.
  const { net, vat } = vatBreakdown(invoice.amount);
  y -= 22;
  const totals: Array<[string, number, boolean]> = [
    ['Monto neto', net, false],
    ['IVA (19%)', vat, false],
    ['Total', invoice.amount, true],
  ];
  for (const [label, value, strong] of totals) {
    const font = strong ? fonts.bold : fonts.regular;
    const size = strong ? 12 : 10;
    textRight(page, label, periodX + 70, y, { font, size, color: strong ? INK : MUTED });
    textRight(page, clp.format(value), amountX, y, { font, size });
    y -= strong ? 20 : 16;
  }

  // The footer.
  const footer = issuer
    ? `${issuer.legalName} · ${issuer.email} · Período facturado: ${period}`
    : `Período facturado: ${period}`;
  page.drawLine({
    start: { x: left, y: 72 },
    end: { x: right, y: 72 },
    thickness: 0.75,
    color: RULE,
  });
  text(page, footer, left, 56, {
    font: fonts.regular,
    size: 8,
    color: MUTED,
    maxWidth: right - left,
  });

  return pdf.save({ useObjectStreams: false });
}
