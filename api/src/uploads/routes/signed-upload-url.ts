import { object, string } from 'yup';

import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { uploadsRoutes } from '../contract.ts';
import { recordPendingUpload } from '../upload-records.ts';
import { requireAuth, requireStore } from '../../auth/authentication.ts';
import { validate } from '../../http/validation.ts';
import { UPLOAD_CONTENT_TYPES } from '../local-blob-store.ts';

const IMAGE_TYPES_MESSAGE = 'Solo se permiten imágenes JPG, PNG, WebP, GIF o AVIF';

const bodySchema = object({
  contentType: string()
    // A type with parameters (text/plain;charset=utf-8) is signed by its media type alone.
    .transform((value: unknown) => (typeof value === 'string' ? value.split(';')[0] : value))
    .trim()
    .lowercase()
    .required('contentType es requerido')
    .test({
      name: 'upload-type',
      // An image type out of the list gets the images' message; anything else the documents'.
      message: ({ value }: { value?: string }) =>
        value?.startsWith('image/') ? IMAGE_TYPES_MESSAGE : OPERATIONS_MESSAGES.documentType,
      test: (value) => (UPLOAD_CONTENT_TYPES as readonly string[]).includes(value),
    }),
});

/**
 * POST /api/aws/s3/signed-upload-url {contentType} → {uploadUuid, endpoint}: a URL to PUT the
 * file to (same content type, at most 5 MB, valid 15 minutes): a product image, a logo or an
 * order's document (PDF, DOCX, DOC, XLS, XLSX, TXT). Recorded as a pending upload of the caller's
 * store.
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
