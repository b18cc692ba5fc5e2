import type { Queryable } from '../db/index.ts';
import { isImageContentType } from './local-blob-store.ts';

/**
 * Records a signed upload as pending until its file arrives (blobs.ts marks it uploaded), its
 * purpose told by its type: 'image' (served publicly) or 'document' (an order's, private).
 */
export async function recordPendingUpload(
  db: Queryable,
  upload: { storeId: string; uploadUuid: string; userId: string; contentType: string },
): Promise<void> {
  await db.query(
    `insert into uploads (store_id, id, user_id, purpose, content_type, status)
     values ($1, $2, $3, $4, $5, 'pending')`,
    [
      upload.storeId,
      upload.uploadUuid,
      upload.userId,
      isImageContentType(upload.contentType) ? 'image' : 'document',
      upload.contentType,
    ],
  );
}

/**
 * A signed upload, its row locked until the transaction ends (a second PUT of the same URL waits,
 * then finds it used), or undefined when no such upload was signed.
 */
export async function lockUpload(
  tx: Queryable,
  uploadUuid: string,
): Promise<{ storeId: string; status: 'pending' | 'uploaded' } | undefined> {
  const { rows } = await tx.query<{ storeId: string; status: 'pending' | 'uploaded' }>(
    'select store_id::text as "storeId", status from uploads where id = $1 for update',
    [uploadUuid],
  );
  return rows[0];
}

/** Marks the upload's file as arrived: its signed URL is used up. */
export async function recordUploadedFile(
  db: Queryable,
  upload: { storeId: string; uploadUuid: string; sizeBytes: number },
): Promise<void> {
  await db.query(
    `update uploads set status = 'uploaded', size_bytes = $3, uploaded_at = now()
     where store_id = $1 and id = $2`,
    [upload.storeId, upload.uploadUuid, upload.sizeBytes],
  );
}
