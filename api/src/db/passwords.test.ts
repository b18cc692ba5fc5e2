import assert from 'node:assert/strict';
import { test } from 'node:test';

import { hashPassword, verifyPassword } from './passwords.ts';

test('hashPassword gives scrypt$<saltHex>$<hashHex> with a fresh salt each time', async () => {
  const a = await hashPassword('Demo1234!');
  const b = await hashPassword('Demo1234!');
  assert.match(a, /^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
  assert.notEqual(a, b);
});

test('verifyPassword accepts the right password and rejects others', async () => {
  const stored = await hashPassword('Ñandú-2026!');
  assert.equal(await verifyPassword('Ñandú-2026!', stored), true);
  assert.equal(await verifyPassword('ñandú-2026!', stored), false);
  assert.equal(await verifyPassword('', stored), false);
});

test('verifyPassword is false for malformed hashes instead of throwing', async () => {
  for (const stored of [
    '',
    'scrypt$$',
    'bcrypt$aa$bb',
    'scrypt$zz$00',
    'scrypt$abc$00',
    null,
    undefined,
  ]) {
    assert.equal(await verifyPassword('x', stored), false);
  }
});
