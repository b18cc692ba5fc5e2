import type { Queryable } from '../db/index.ts';
import type { LocalBlobStore } from '../uploads/local-blob-store.ts';
import { signDownloadToken, verifyDownloadToken } from '../uploads/signed-links.ts';
import type { BillingInfo, Invoice } from './contract.ts';
import { readBillingInfo } from './billing-info-store.ts';

/** The Spanish answers of the invoice routes. */
export const INVOICE_MESSAGES = {
  notFound: 'Factura no encontrada',
  pending: 'La factura aún no ha sido emitida: podrás descargarla cuando esté facturada',
} as const;

/** How long an invoice's download link works. */
export const INVOICE_LINK_LIFETIME_SECONDS = 10 * 60;
const LINK_PURPOSE = 'invoice-download';

interface InvoiceRow {
  uuid: string;
  period: string;
  number: number | null;
  amount: string | number;
  date: string | null;
  status: Invoice['status'];
}

const INVOICE_COLUMNS = `i.id::text as uuid, i.period, i.number, i.amount,
  to_char(i.issued_on, 'YYYY-MM-DD') as date, i.status`;

const toInvoice = (row: InvoiceRow): Invoice => ({ ...row, amount: Number(row.amount) });

/** The store's invoices, newest period first (the pending current month on top). */
export async function listInvoices(db: Queryable, storeId: string): Promise<Invoice[]> {
  const { rows } = await db.query<InvoiceRow>(
    `select ${INVOICE_COLUMNS} from invoices i where i.store_id = $1 order by i.period desc`,
    [storeId],
  );
  return rows.map(toInvoice);
}

/** One of the store's invoices, or undefined (another store's is undefined too). */
export async function findInvoice(
  db: Queryable,
  storeId: string,
  invoiceId: string,
): Promise<Invoice | undefined> {
  const { rows } = await db.query<InvoiceRow>(
    `select ${INVOICE_COLUMNS} from invoices i where i.store_id = $1 and i.id = $2`,
    [storeId, invoiceId],
  );
  return rows[0] && toInvoice(rows[0]);
}

/** The platform, who issues the invoices (platform_settings). */
export interface InvoiceIssuer {
  legalName: string;
  rut: string;
  street: string;
  /** 'Providencia, Región Metropolitana de Santiago'. */
  place: string;
  email: string;
}

/** What the PDF of an invoice shows: the invoice, what it charges for, and who bills whom. */
export interface InvoiceDocument {
  invoice: Invoice & { number: number; date: string };
  storeName: string;
  planName: string | null;
  subscribers: number | null;
  /** The store's billing data; blank strings for what was never saved. */
  billing: BillingInfo;
  /** Undefined before the platform's settings are set. */
  issuer?: InvoiceIssuer;
}

/** Everything the PDF of a billed invoice needs; undefined for another store's or a pending one. */
export async function readInvoiceDocument(
  db: Queryable,
  storeId: string,
  invoiceId: string,
): Promise<InvoiceDocument | undefined> {
  const { rows } = await db.query<
    InvoiceRow & { storeName: string; planName: string | null; subscribers: number | null }
  >(
    `select ${INVOICE_COLUMNS}, s.name as "storeName", p.name as "planName", i.subscribers
     from invoices i
     join stores s on s.id = i.store_id
     left join pricing_plans p on p.id = i.plan_id
     where i.store_id = $1 and i.id = $2`,
    [storeId, invoiceId],
  );
  const row = rows[0];
  if (!row || row.status !== 'billed' || row.number === null || row.date === null) return undefined;
  const billing = await readBillingInfo(db, storeId);
  if (!billing) return undefined;
  const { rows: platform } = await db.query<InvoiceIssuer>(
    `select legal_name as "legalName", rut, address_street as street,
       address_commune || ', ' || address_region as place, email
     from platform_settings where id = 1`,
  );
  return {
    invoice: { ...toInvoice(row), number: row.number, date: row.date },
    storeName: row.storeName,
    planName: row.planName,
    subscribers: row.subscribers,
    billing,
    issuer: platform[0],
  };
}

/**
 * A token for the invoice's download link (`{expires}.{signature}`): signed, bound to the store
 * and the invoice, valid INVOICE_LINK_LIFETIME_SECONDS. Nothing is stored.
 */
export function invoiceLinkToken(
  blobs: LocalBlobStore,
  storeId: string,
  invoiceId: string,
  now = Date.now(),
): string {
  return signDownloadToken(
    blobs,
    LINK_PURPOSE,
    [storeId, invoiceId],
    INVOICE_LINK_LIFETIME_SECONDS,
    now,
  );
}

/** Whether the token was made for this store's invoice and has not expired. */
export function isValidInvoiceLinkToken(
  blobs: LocalBlobStore,
  storeId: string,
  invoiceId: string,
  token: string | undefined,
  now = Date.now(),
): boolean {
  return verifyDownloadToken(blobs, LINK_PURPOSE, [storeId, invoiceId], token, now);
}

/** 'F-004007' (spec 3 §9). */
export function invoiceNumberLabel(number: number): string {
  return `F-${String(number).padStart(6, '0')}`;
}

/** 'factura-2026-10-4007.pdf', the name the screen saves it under (spec 3 §7). */
export function invoiceFileName(invoice: Pick<Invoice, 'period' | 'number'>): string {
  return `factura-${invoice.period}-${invoice.number ?? ''}.pdf`;
}
