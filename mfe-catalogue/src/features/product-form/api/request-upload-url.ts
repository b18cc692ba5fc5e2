import type { SignedUpload } from '@platform/api/contracts';
import { apiClient } from '@platform/shared';

/**
 * `POST /aws/s3/signed-upload-url` {contentType} → {uploadUuid, endpoint}: a URL the file is
 * then PUT to once (spec 1 §7). Each upload asks for its own URL: a used one answers 409.
 */
export function requestUploadUrl(
  contentType: string,
  signal?: AbortSignal,
): Promise<Partial<SignedUpload> | null> {
  return apiClient.post<Partial<SignedUpload> | null>(
    '/aws/s3/signed-upload-url',
    { contentType },
    { signal },
  );
}
