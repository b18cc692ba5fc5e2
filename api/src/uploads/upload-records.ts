import type { Queryable } from '../db/index.ts';

/** Records a signed upload as pending until its file arrives (blobs.ts marks it uploaded). */
export async function recordPendingUpload(
  db: Queryable,
  upload: { storeId: string; uploadUuid: string; userId: string; contentType: string },
): Promise<void> {
  await db.query(
    `insert into uploads (store_id, id, user_id, purpose, content_type, status)
     values ($1, $2, $3, 'image', $4, 'pending')`,
    [upload.storeId, upload.uploadUuid, upload.userId, upload.contentType],
  );
}

/** The store a signed upload belongs to, or undefined when no such upload was signed. */
export async function findUploadStore(
  db: Queryable,
  uploadUuid: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ storeId: string }>(
    'select store_id::text as "storeId" from uploads where id = $1',
    [uploadUuid],
  );
  return rows[0]?.storeId;
}

/** Marks the upload's file as arrived. */
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
