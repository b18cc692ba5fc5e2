import type { Queryable } from '../db/index.ts';
import { verifyPassword } from '../db/passwords.ts';
import { escapeHtml, sendEmail } from '../email/outbox.ts';
import { HttpError } from '../http/errors.ts';
import { MAX_CODE_ATTEMPTS, type NewCode } from './registration-codes.ts';
import { isEmailRegistered } from './users.ts';

/**
 * A new e-mail replaces the account's only once the code sent to it is entered (by the same
 * signed-in user): until then sign-in, the profile and every token keep the old, verified address.
 * The pending change is a `verification_codes` row (purpose 'email_change', `email` = the new
 * address, `user_id`, the code's scrypt hash), with the registration codes' rules: only the
 * newest code of the user works, 5 wrong tries spend it.
 */

/** A code for a new e-mail works for this long (said in the e-mail). */
export const EMAIL_CHANGE_CODE_TTL_HOURS = 24;
/** Codes one user can ask for per hour (no mail bombing of someone else's address). */
export const MAX_EMAIL_CHANGE_CODES_PER_HOUR = 5;

export const PROFILE_SAVED = 'Tus datos fueron actualizados.';
export const EMAIL_CHANGE_REQUESTED = (email: string) =>
  `Te enviamos un código a ${email} para confirmar tu nuevo correo. Hasta que lo confirmes, tu cuenta sigue usando tu correo actual.`;
export const EMAIL_CHANGED = 'Tu correo electrónico fue actualizado.';
export const NO_PENDING_EMAIL_CHANGE =
  'No hay un cambio de correo pendiente. Ingresa el nuevo correo en tu perfil para recibir un código.';
export const TOO_MANY_EMAIL_CHANGE_CODES =
  'Se enviaron demasiados códigos de cambio de correo. Intenta nuevamente en una hora.';

/** The new e-mail waiting for the user's code (unexpired, not spent), or null. */
export async function findPendingEmail(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>(
    `select email from verification_codes
     where user_id = $1 and purpose = 'email_change' and consumed_at is null
       and expires_at > now() and attempts < $2
     order by created_at desc limit 1`,
    [userId, MAX_CODE_ATTEMPTS],
  );
  return rows[0]?.email ?? null;
}

/** 429 when the user asked for too many codes in the last hour. */
export async function assertCanSendEmailChangeCode(db: Queryable, userId: string): Promise<void> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*) as n from verification_codes
     where user_id = $1 and purpose = 'email_change' and created_at > now() - interval '1 hour'`,
    [userId],
  );
  if (Number(rows[0]?.n ?? 0) >= MAX_EMAIL_CHANGE_CODES_PER_HOUR) {
    throw new HttpError(429, TOO_MANY_EMAIL_CHANGE_CODES, { retryAfterSeconds: 3600 });
  }
}

interface Account {
  id: string;
  email: string;
  firstName: string;
}

const greeting = (name: string) => (name ? `Hola ${name}:` : 'Hola:');

/**
 * Stores the code for `newEmail` (the user's older open codes stop working) and e-mails it to the
 * new address; the current address is told a change was asked for. Call inside a transaction.
 */
export async function issueEmailChangeCode(
  tx: Queryable,
  user: Account,
  newEmail: string,
  { code, codeHash }: NewCode,
): Promise<void> {
  await tx.query(
    `update verification_codes set expires_at = least(expires_at, now())
     where user_id = $1 and purpose = 'email_change' and consumed_at is null`,
    [user.id],
  );
  await tx.query(
    `insert into verification_codes (email, purpose, code_hash, user_id, expires_at)
     values ($1, 'email_change', $2, $3, now() + make_interval(hours => $4))`,
    [newEmail, codeHash, user.id, EMAIL_CHANGE_CODE_TTL_HOURS],
  );
  const hello = greeting(user.firstName);
  const expiry = `El código vence en ${EMAIL_CHANGE_CODE_TTL_HOURS} horas. Si no fuiste tú, ignora este correo.`;
  await sendEmail(tx, {
    to: newEmail,
    subject: `${code} es tu código para confirmar tu nuevo correo`,
    text: `${hello}\n\nPara usar este correo en tu cuenta, ingresa el código ${code} en tu perfil.\n\n${expiry}`,
    html:
      `<p>${escapeHtml(hello)}</p>` +
      '<p>Para usar este correo en tu cuenta, ingresa este código en tu perfil:</p>' +
      `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>` +
      `<p>${escapeHtml(expiry)}</p>`,
  });
  const notice = `Se pidió cambiar el correo de tu cuenta a ${newEmail}. El cambio se hará solo cuando se ingrese el código que enviamos a esa dirección; mientras tanto tu cuenta sigue usando este correo.`;
  const warning = 'Si no fuiste tú, cambia tu contraseña de inmediato.';
  await sendEmail(tx, {
    to: user.email,
    subject: 'Se pidió cambiar el correo de tu cuenta',
    text: `${hello}\n\n${notice}\n\n${warning}`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(notice)}</p><p>${escapeHtml(warning)}</p>`,
  });
}

export type EmailChangeResult =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'locked' }
  | { kind: 'taken' }
  | { kind: 'changed'; email: string };

/**
 * Checks the user's newest e-mail change code; when it is right the account takes the new,
 * now verified, address and the old one is told. A wrong try is counted, so the caller must
 * commit whatever the outcome.
 */
export async function confirmEmailChange(
  tx: Queryable,
  user: Account,
  code: string,
): Promise<EmailChangeResult> {
  const { rows } = await tx.query<{
    id: string;
    email: string;
    codeHash: string;
    attempts: number;
    live: boolean;
  }>(
    `select id::text as id, email, code_hash as "codeHash", attempts, expires_at > now() as live
     from verification_codes
     where user_id = $1 and purpose = 'email_change' and consumed_at is null
     order by created_at desc limit 1
     for update`,
    [user.id],
  );
  const row = rows[0];
  if (!row) return { kind: 'none' };
  if (!row.live) return { kind: 'invalid' };
  if (row.attempts >= MAX_CODE_ATTEMPTS) return { kind: 'locked' };
  if (!(await verifyPassword(code, row.codeHash))) {
    await tx.query('update verification_codes set attempts = attempts + 1 where id = $1', [row.id]);
    return { kind: 'invalid' };
  }
  await tx.query('update verification_codes set consumed_at = now() where id = $1', [row.id]);
  // Someone may have registered the address while the code was on its way.
  if (await isEmailRegistered(tx, row.email)) return { kind: 'taken' };
  await tx.query(
    'update users set email = $2, email_verified = true, updated_at = now() where id = $1',
    [user.id, row.email],
  );
  const hello = greeting(user.firstName);
  const notice = `El correo de tu cuenta se cambió a ${row.email}. Desde ahora inicia sesión con ese correo; este ya no da acceso a tu cuenta.`;
  const warning = 'Si no fuiste tú, contacta a soporte de inmediato para recuperar tu cuenta.';
  await sendEmail(tx, {
    to: user.email,
    subject: 'Se cambió el correo de tu cuenta',
    text: `${hello}\n\n${notice}\n\n${warning}`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(notice)}</p><p>${escapeHtml(warning)}</p>`,
  });
  return { kind: 'changed', email: row.email };
}
