import { ORDER_DOCUMENT, orderDocumentContentType } from '@platform/shared/constants';
import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { Queryable } from '../db/index.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { LocalBlobStore } from '../uploads/local-blob-store.ts';
import { signDownloadToken, verifyDownloadToken } from '../uploads/signed-links.ts';
import type { OrderDocument } from './contract.ts';

const m = OPERATIONS_MESSAGES;

/** How long a document's download link works. */
export const DOCUMENT_LINK_LIFETIME_SECONDS = 10 * 60;
const LINK_PURPOSE = 'order-document-download';

interface DocumentRow {
  id: string;
  name: string;
  date: Date;
  contentType: string | null;
  size: number | null;
}

const DOCUMENT_COLUMNS = `d.id::text as id, d.name, d.created_at as date,
  d.content_type as "contentType", d.size_bytes as size`;

const toDocument = (row: DocumentRow): OrderDocument => ({
  ...row,
  date: new Date(row.date).toISOString(),
  size: row.size === null ? null : Number(row.size),
});

/** An order's documents, oldest first (the order they were added in); undefined: no such order. */
export async function listOrderDocuments(
  db: Queryable,
  storeId: string,
  orderId: string,
): Promise<OrderDocument[] | undefined> {
  const { rows } = await db.query<{ found: boolean; documents: DocumentRow[] | null }>(
    `select exists (select 1 from orders where store_id = $1 and id = $2) as found,
       (select json_agg(t order by t.date, t.name) from (
          select ${DOCUMENT_COLUMNS} from order_documents d where d.store_id = $1 and d.order_id = $2
        ) t) as documents`,
    [storeId, orderId],
  );
  if (!rows[0]?.found) return undefined;
  return (rows[0].documents ?? []).map(toDocument);
}

/**
 * The document's name as stored: the file name trimmed, with an allowed extension after a
 * non-empty base name (spec 3 §5); and the content type that extension is uploaded with.
 */
export function documentName(filename: string): { name: string; contentType: string } {
  const name = filename.trim();
  const contentType = /^.+\.[^.]+$/.test(name) ? orderDocumentContentType(name) : undefined;
  if (!contentType || name.length > ORDER_DOCUMENT.nameMaxLength) {
    throw badRequest(m.documentType, { fields: { filename: m.documentType } });
  }
  return { name, contentType };
}

/**
 * Attaches a stored upload to an order under `name` and records it in the order's activity. The
 * order and the upload must be the store's; the upload's file stored, of the name's type and not
 * another document's; the name not already used on the order (409 with the spec's message).
 * Run in a transaction: the order row is locked, so two documents of one order are added one
 * after the other, and the upload row too, so one upload never becomes two documents.
 */
export async function addOrderDocument(
  tx: Queryable,
  blobs: LocalBlobStore,
  document: {
    storeId: string;
    userId: string;
    orderId: string;
    uploadId: string;
    name: string;
    contentType: string;
  },
): Promise<OrderDocument> {
  const { storeId, orderId, uploadId, name } = document;
  const order = await tx.query('select 1 from orders where store_id = $1 and id = $2 for update', [
    storeId,
    orderId,
  ]);
  if (!order.rows.length) throw notFound(m.orderNotFound);

  const { rows: uploads } = await tx.query<{
    status: string;
    contentType: string;
    size: number | null;
    used: boolean;
  }>(
    `select u.status, u.content_type as "contentType", u.size_bytes as size,
       exists (select 1 from order_documents d where d.store_id = u.store_id and d.upload_id = u.id)
         as used
     from uploads u where u.store_id = $1 and u.id = $2 for update`,
    [storeId, uploadId],
  );
  const upload = uploads[0];
  const missing = () =>
    badRequest(m.documentUploadMissing, { fields: { uploadUuid: m.documentUploadMissing } });
  if (!upload || upload.status !== 'uploaded' || !(await blobs.exists(uploadId))) throw missing();
  if (upload.used) throw conflict(m.documentUploadMissing);
  if (upload.contentType !== document.contentType) {
    throw badRequest(m.documentType, { fields: { filename: m.documentType } });
  }

  const duplicate = await tx.query(
    'select 1 from order_documents where store_id = $1 and order_id = $2 and name = $3',
    [storeId, orderId, name],
  );
  if (duplicate.rows.length) {
    throw conflict(m.documentDuplicate.replace('{name}', name));
  }

  const { rows } = await tx.query<DocumentRow>(
    `insert into order_documents as d (store_id, order_id, upload_id, name, content_type, size_bytes)
     values ($1, $2, $3, $4, $5, $6)
     returning ${DOCUMENT_COLUMNS}`,
    [storeId, orderId, uploadId, name, upload.contentType, upload.size],
  );
  await tx.query(
    `insert into order_history (store_id, order_id, type, description, user_name)
     select $1, $2, 'other', $3,
       coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)
     from users u where u.id = $4`,
    [storeId, orderId, `Documento agregado: ${name}`, document.userId],
  );
  const created = rows[0];
  if (!created) throw new Error('the order document was not saved');
  return toDocument(created);
}

/** The store's document and the stored upload that holds its file, or undefined. */
export async function findDocumentFile(
  db: Queryable,
  storeId: string,
  documentId: string,
): Promise<{ name: string; contentType: string; uploadId: string } | undefined> {
  const { rows } = await db.query<{ name: string; contentType: string; uploadId: string }>(
    `select d.name, coalesce(d.content_type, u.content_type) as "contentType",
       u.id::text as "uploadId"
     from order_documents d
     join uploads u on u.store_id = d.store_id and u.id = d.upload_id and u.status = 'uploaded'
     where d.store_id = $1 and d.id = $2`,
    [storeId, documentId],
  );
  return rows[0];
}

/**
 * A token for the document's download link (`{expires}.{signature}`): signed, bound to the store
 * and the document, valid DOCUMENT_LINK_LIFETIME_SECONDS. Nothing is stored.
 */
export function documentLinkToken(
  blobs: LocalBlobStore,
  storeId: string,
  documentId: string,
  now = Date.now(),
): string {
  return signDownloadToken(
    blobs,
    LINK_PURPOSE,
    [storeId, documentId],
    DOCUMENT_LINK_LIFETIME_SECONDS,
    now,
  );
}

/** Whether the token was made for this store's document and has not expired. */
export function isValidDocumentLinkToken(
  blobs: LocalBlobStore,
  storeId: string,
  documentId: string,
  token: string | undefined,
  now = Date.now(),
): boolean {
  return verifyDownloadToken(blobs, LINK_PURPOSE, [storeId, documentId], token, now);
}
