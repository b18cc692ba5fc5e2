import { apiClient } from './api-client';
import { isApiError } from './api-error';

/**
 * Why a signed-URL upload failed, when it is the upload itself and not the request for its URL:
 * `'no-url'` the api answered without a usable URL (or upload id); `'send'` the PUT of the file
 * failed, with its HTTP status (0 when the server could not be reached) and the reason it gave.
 * A failed request for the URL throws the api client's `ApiError` as it is.
 */
export class SignedUploadError extends Error {
  readonly stage: 'no-url' | 'send';
  readonly status: number;
  readonly reason: string | null;

  constructor(stage: 'no-url' | 'send', status = 0, reason: string | null = null) {
    super(stage === 'no-url' ? 'upload: no signed URL' : `upload: PUT failed (${status})`);
    this.name = 'SignedUploadError';
    this.stage = stage;
    this.status = status;
    this.reason = reason;
  }
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !value) return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

function reasonOf(data: unknown): string | null {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message.trim() : null;
}

/**
 * Uploads one file through a signed URL of its own (spec 1 §7, spec 3 §7): `POST
 * /aws/s3/signed-upload-url` {contentType} → {uploadUuid, endpoint}, then `PUT {endpoint}` with
 * the file and that same content type (the URL is signed for it). Resolves to the `uploadUuid` a
 * form then sends to attach the file. Each upload asks for its own URL: a used one answers 409.
 */
export async function uploadThroughSignedUrl(
  file: Blob,
  contentType: string,
  signal?: AbortSignal,
): Promise<string> {
  // The api's `SignedUpload`, read as unknown: shared knows no api type, and the answer is checked.
  const signed = await apiClient.post<{ uploadUuid?: unknown; endpoint?: unknown } | null>(
    '/aws/s3/signed-upload-url',
    { contentType },
    { signal },
  );
  const endpoint = signed?.endpoint;
  const uploadUuid = signed?.uploadUuid;
  if (!isHttpUrl(endpoint) || typeof uploadUuid !== 'string' || !uploadUuid) {
    throw new SignedUploadError('no-url');
  }
  try {
    await apiClient.put(endpoint, file, { headers: { 'Content-Type': contentType }, signal });
  } catch (error) {
    if (!isApiError(error)) throw error; // an abort stays an abort
    throw new SignedUploadError('send', error.status, reasonOf(error.data));
  }
  return uploadUuid;
}
