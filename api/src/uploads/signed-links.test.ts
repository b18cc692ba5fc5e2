import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { LocalBlobStore } from './local-blob-store.ts';
import { signDownloadToken, verifyDownloadToken } from './signed-links.ts';

const blobs = new LocalBlobStore({
  directory: '/nonexistent',
  signingKey: 'signed-links-test-key',
  publicUrl: 'http://localhost:4000',
});
const PURPOSE = 'test-download';
const LIFETIME_SECONDS = 600;
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const PARTS = ['store-a', 'file-1'];

const sign = (parts = PARTS, now = NOW) =>
  signDownloadToken(blobs, PURPOSE, parts, LIFETIME_SECONDS, now);

describe('signed download links', () => {
  it('accepts its own token until the link expires, and refuses it after', () => {
    const token = sign();
    assert.match(token, /^\d+\.[\w-]+$/);
    assert.equal(verifyDownloadToken(blobs, PURPOSE, PARTS, token, NOW), true);
    const lastSecond = NOW + LIFETIME_SECONDS * 1000;
    assert.equal(verifyDownloadToken(blobs, PURPOSE, PARTS, token, lastSecond), true);
    assert.equal(verifyDownloadToken(blobs, PURPOSE, PARTS, token, lastSecond + 1000), false);
  });

  it("refuses a token made for another store's file, another file or another purpose", () => {
    const token = sign();
    assert.equal(verifyDownloadToken(blobs, PURPOSE, ['store-b', 'file-1'], token, NOW), false);
    assert.equal(verifyDownloadToken(blobs, PURPOSE, ['store-a', 'file-2'], token, NOW), false);
    assert.equal(verifyDownloadToken(blobs, 'other-download', PARTS, token, NOW), false);
  });

  it('refuses a tampered signature or a moved expiry', () => {
    const [expires, signature = ''] = sign().split('.');
    const lastCharacter = signature.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${expires}.${signature.slice(0, -1)}${lastCharacter}`;
    assert.equal(verifyDownloadToken(blobs, PURPOSE, PARTS, tampered, NOW), false);
    const later = `${Number(expires) + 3600}.${signature}`;
    assert.equal(verifyDownloadToken(blobs, PURPOSE, PARTS, later, NOW), false);
  });

  it('refuses a malformed or missing token', () => {
    const [expires, signature] = sign().split('.');
    for (const token of [
      undefined,
      '',
      '.',
      `${expires}`,
      `${expires}.`,
      `.${signature}`,
      `${expires}.${signature}.extra`,
      `-1.${signature}`,
      `1e12.${signature}`,
      `${expires}x.${signature}`,
    ]) {
      assert.equal(verifyDownloadToken(blobs, PURPOSE, PARTS, token, NOW), false, String(token));
    }
  });
});
