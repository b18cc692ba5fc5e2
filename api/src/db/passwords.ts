import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** Length in bytes of the derived key and of the salt. scrypt's cost uses node's defaults (N=16384, r=8, p=1). */
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$<saltHex>$<hashHex>` of `password` with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** True when `password` matches a hash made by `hashPassword`; false for a wrong password or a malformed hash. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  if (typeof password !== 'string' || typeof stored !== 'string') return false;
  const match = /^scrypt\$([0-9a-f]+)\$([0-9a-f]+)$/.exec(stored);
  if (!match || !match[1] || !match[2] || match[1].length % 2 || match[2].length % 2) return false;
  const salt = Buffer.from(match[1], 'hex');
  const expected = Buffer.from(match[2], 'hex');
  if (!salt.length || !expected.length) return false;
  const actual = await derive(password, salt, expected.length);
  return timingSafeEqual(actual, expected);
}
