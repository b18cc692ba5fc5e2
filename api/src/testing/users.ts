import type { Queryable } from '../db/index.ts';
import { hashPassword } from '../db/passwords.ts';
import { DEMO_PASSWORD } from './tokens.ts';

/** Adds a merchant without a store (password `Demo1234!` unless given); returns its id. */
export async function createUser(
  db: Queryable,
  email: string,
  options: { password?: string; firstName?: string; lastName?: string } = {},
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, email_verified)
     values ($1, $2, $3, $4, true) returning id::text as id`,
    [
      email.toLowerCase(),
      await hashPassword(options.password ?? DEMO_PASSWORD),
      options.firstName ?? 'Prueba',
      options.lastName ?? 'Test',
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`could not create ${email}`);
  return id;
}
