import { object, string } from 'yup';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { uploadsRoutes } from '../contract.ts';
import { recordPendingUpload } from '../upload-records.ts';
import { requireAuth, requireStore } from '../../auth/authentication.ts';
import { validate } from '../../http/validation.ts';
import { UPLOAD_CONTENT_TYPES } from '../local-blob-store.ts';

const bodySchema = object({
  contentType: string()
    .trim()
    .lowercase()
    .required('contentType es requerido')
    .oneOf([...UPLOAD_CONTENT_TYPES], 'Solo se permiten imágenes JPG, PNG, WebP, GIF o AVIF'),
});

/**
 * POST /api/aws/s3/signed-upload-url {contentType} → {uploadUuid, endpoint}: a URL to PUT the
 * image to (same content type, at most 5 MB, valid 15 minutes). Recorded as a pending upload of
 * the caller's store.
 */
export function registerSignedUploadUrlRoute(app: ApiApp, { db, uploads }: AppContext): void {
  app.route({
    ...uploadsRoutes.createSignedUploadUrl,
    handler: async (request) => {
      const storeId = requireStore(request);
      const { userId } = requireAuth(request);
      const { contentType } = validate(bodySchema, request.body);
      const signed = uploads.createSignedUpload(contentType);
      await recordPendingUpload(db, {
        storeId,
        uploadUuid: signed.uploadUuid,
        userId,
        contentType,
      });
      return signed;
    },
  });
}
