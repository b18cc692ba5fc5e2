import { Type, type Static } from 'typebox';

import { FormValue, routesOf } from '../http/contract.ts';

const route = routesOf('uploads');

// Signed-URL uploads (spec 1 §7, spec 3 §7): the browser PUTs the file straight to the returned
// endpoint. Images are then served publicly; an order's documents only through their download link.

export const SignedUploadBody = Type.Object({
  contentType: Type.Optional(
    FormValue(
      Type.String({
        description:
          'An image (image/jpeg, image/png, image/webp, image/gif, image/avif) or an order document: ' +
          'application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document (DOCX), ' +
          'application/msword (DOC), application/vnd.ms-excel (XLS), ' +
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet (XLSX), text/plain (TXT)',
      }),
    ),
  ),
});

export const SignedUpload = Type.Object({
  uploadUuid: Type.String({ description: 'What a form sends to attach the file' }),
  endpoint: Type.String({
    description:
      'PUT the file here with the same content type, at most 5 MB, within 15 minutes; its bytes must be a file of that type',
  }),
});
export type SignedUpload = Static<typeof SignedUpload>;

export const uploadsRoutes = {
  createSignedUploadUrl: route('POST', '/api/aws/s3/signed-upload-url', {
    summary: 'A signed URL to upload one image or order document of the store',
    body: SignedUploadBody,
    response: { 200: SignedUpload },
  }),
};
