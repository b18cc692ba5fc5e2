import { Type, type Static } from 'typebox';

import { FormValue, routesOf } from '../http/contract.ts';

const route = routesOf('uploads');

// Signed-URL uploads (spec 1 §7): the browser PUTs the file straight to the returned endpoint.

export const SignedUploadBody = Type.Object({
  contentType: Type.Optional(
    FormValue(
      Type.String({ description: 'image/jpeg, image/png, image/webp, image/gif or image/avif' }),
    ),
  ),
});

export const SignedUpload = Type.Object({
  uploadUuid: Type.String({ description: 'What a form sends to attach the file' }),
  endpoint: Type.String({
    description: 'PUT the file here, same content type, at most 5 MB, within 15 minutes',
  }),
});
export type SignedUpload = Static<typeof SignedUpload>;

export const uploadsRoutes = {
  createSignedUploadUrl: route('POST', '/api/aws/s3/signed-upload-url', {
    summary: 'A signed URL to upload one image of the store',
    body: SignedUploadBody,
    response: { 200: SignedUpload },
  }),
};
