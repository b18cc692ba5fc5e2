import { apiClient } from '@platform/shared';

/**
 * `PUT {endpoint}` with the file's bytes and its content type, the one the URL was signed for
 * (spec 1 §7). The api checks that the bytes are an image of that type.
 */
export async function uploadFile(
  endpoint: string,
  file: File,
  signal?: AbortSignal,
): Promise<void> {
  await apiClient.put(endpoint, file, { headers: { 'Content-Type': file.type }, signal });
}
