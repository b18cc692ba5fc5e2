import type { LocalBlobStore } from './local-blob-store.ts';

/** The part of the blob store that signs download links: its key never leaves it. */
type LinkSigner = Pick<LocalBlobStore, 'signLink' | 'verifyLink'>;

// The parts are ids (uuids), so a line break cannot occur inside one and shift them.
const linkMessage = (parts: readonly string[], expires: number) => [...parts, expires].join('\n');

/**
 * A private file's download link token, `{expires}.{signature}`: it works for `lifetimeSeconds`
 * from `now` and only for `purpose` and `parts` (the store and the file), so a link made for one
 * file, store or kind of file opens no other. Nothing is stored: the token carries its expiry.
 */
export function signDownloadToken(
  blobs: LinkSigner,
  purpose: string,
  parts: readonly string[],
  lifetimeSeconds: number,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + lifetimeSeconds;
  return `${expires}.${blobs.signLink(purpose, linkMessage(parts, expires))}`;
}

/** Whether `token` was signed for this purpose and these parts, and has not expired. */
export function verifyDownloadToken(
  blobs: LinkSigner,
  purpose: string,
  parts: readonly string[],
  token: string | undefined,
  now = Date.now(),
): boolean {
  const [expiresText, signature, ...rest] = (token ?? '').split('.');
  const expires = Number(expiresText);
  if (!signature || rest.length || !/^\d{1,12}$/.test(expiresText ?? '')) return false;
  if (expires < Math.floor(now / 1000)) return false;
  return blobs.verifyLink(purpose, linkMessage(parts, expires), signature);
}
