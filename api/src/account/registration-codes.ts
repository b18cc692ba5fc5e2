import { randomInt } from 'node:crypto';

import { REGISTRATION } from '@platform/shared/constants';

import type { Queryable } from '../db/index.ts';
import { hashPassword, verifyPassword } from '../db/passwords.ts';
import { escapeHtml, sendEmail } from '../email/outbox.ts';
import { HttpError } from '../http/errors.ts';
import { createStore } from '../stores/create-store.ts';
import { freeSubdomain } from '../stores/subdomains.ts';
import { isEmailRegistered } from './users.ts';

/** A registration code works for this long (the spec is silent; 10 minutes, said in the e-mail). */
export const CODE_TTL_MINUTES = 10;
/** Wrong guesses allowed per code; after that only a new code helps. */
export const MAX_CODE_ATTEMPTS = 5;
/**
 * Seconds between two codes for one address when asking to resend (spec 1 §4.4): the api's
 * default; a development api may be given a shorter wait (AppContext.resendCooldownSeconds).
 */
export const RESEND_COOLDOWN_SECONDS = REGISTRATION.resendCooldownSeconds;
/** Codes one address can receive per hour, whatever asked for them (no mail bombing). */
export const MAX_CODES_PER_HOUR = 5;
/** A registration waits this long for its e-mail to be verified (resending keeps it). */
export const PENDING_REGISTRATION_HOURS = 24;

export const CODE_INVALID = 'Código de verificación incorrecto o expirado';
export const CODE_LOCKED = 'Demasiados intentos fallidos. Solicita un nuevo código.';
export const NO_PENDING_REGISTRATION =
  'No hay un registro pendiente de verificación para este correo. Vuelve al registro.';
export const TOO_MANY_CODES =
  'Se enviaron demasiados códigos a este correo. Intenta nuevamente en una hora.';

/** What registration keeps until the code is verified (the password only as its hash). */
export interface PendingRegistration {
  businessName: string;
  firstName: string;
  lastName: string;
  subdomain: string;
  passwordHash: string;
}

export interface NewCode {
  code: string;
  codeHash: string;
}

/** Six random digits and their scrypt hash (codes are never stored in clear). */
export async function newCode(): Promise<NewCode> {
  const code = String(randomInt(0, 1_000_000)).padStart(REGISTRATION.otpLength, '0');
  return { code, codeHash: await hashPassword(code) };
}

/**
 * 429 when `email` got too many codes lately, or when its last code is less than
 * `cooldownSeconds` old (0: no wait, as registering again asks).
 */
export async function assertCanSendCode(
  db: Queryable,
  email: string,
  { cooldownSeconds }: { cooldownSeconds: number },
): Promise<void> {
  const { rows } = await db.query<{ lastAgeSeconds: number | null; lastHour: number }>(
    `select extract(epoch from now() - max(created_at))::float8 as "lastAgeSeconds",
            count(*) filter (where created_at > now() - interval '1 hour') as "lastHour"
     from verification_codes where email = $1 and purpose = 'registration'`,
    [email],
  );
  const stats = rows[0];
  if (!stats) return;
  if (stats.lastAgeSeconds !== null && stats.lastAgeSeconds < cooldownSeconds) {
    const wait = Math.max(1, Math.ceil(cooldownSeconds - stats.lastAgeSeconds));
    throw new HttpError(429, `Espera ${wait} segundos para solicitar un nuevo código`, {
      retryAfterSeconds: wait,
    });
  }
  if (stats.lastHour >= MAX_CODES_PER_HOUR) {
    throw new HttpError(429, TOO_MANY_CODES, { retryAfterSeconds: 3600 });
  }
}

/**
 * Stores a new code for `email` (only the newest code of an address works: older open ones
 * expire now) and e-mails it. Call inside a transaction.
 */
export async function issueRegistrationCode(
  tx: Queryable,
  email: string,
  pending: PendingRegistration,
  { code, codeHash }: NewCode,
): Promise<void> {
  await tx.query(
    `update verification_codes set expires_at = least(expires_at, now())
     where email = $1 and purpose = 'registration' and consumed_at is null`,
    [email],
  );
  await tx.query(
    `insert into verification_codes (email, purpose, code_hash, payload, expires_at)
     values ($1, 'registration', $2, $3::jsonb, now() + make_interval(mins => $4))`,
    [email, codeHash, JSON.stringify(pending), CODE_TTL_MINUTES],
  );
  const name = pending.firstName;
  await sendEmail(tx, {
    to: email,
    subject: `${code} es tu código de verificación`,
    text:
      `Hola ${name}:\n\nTu código para verificar tu correo y crear la tienda "${pending.businessName}" es ${code}.\n\n` +
      `El código vence en ${CODE_TTL_MINUTES} minutos. Si no fuiste tú, ignora este correo.`,
    html:
      `<p>Hola ${escapeHtml(name)}:</p>` +
      `<p>Tu código para verificar tu correo y crear la tienda <strong>${escapeHtml(pending.businessName)}</strong> es:</p>` +
      `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>` +
      `<p>El código vence en ${CODE_TTL_MINUTES} minutos. Si no fuiste tú, ignora este correo.</p>`,
  });
}

/** The address's registration waiting for its code (the last 24 hours), or undefined. */
export async function findPendingRegistration(
  db: Queryable,
  email: string,
): Promise<PendingRegistration | undefined> {
  const { rows } = await db.query<{ payload: PendingRegistration }>(
    `select payload from verification_codes
     where email = $1 and purpose = 'registration' and consumed_at is null
       and created_at > now() - make_interval(hours => $2)
     order by created_at desc limit 1`,
    [email, PENDING_REGISTRATION_HOURS],
  );
  return rows[0]?.payload;
}

/** What a code check found; a created merchant comes with its user id. */
export type CodeVerification =
  | { kind: 'invalid' }
  | { kind: 'locked' }
  | { kind: 'taken' }
  | { kind: 'created'; userId: string };

/**
 * Checks the address's newest code and, when it is right, creates in the same transaction the
 * merchant (e-mail verified) and the store of the registration (unpublished, with its setup
 * guide). A wrong try is counted, so the caller must commit whatever the outcome.
 */
export async function consumeRegistrationCode(
  tx: Queryable,
  email: string,
  code: string,
): Promise<CodeVerification> {
  const { rows } = await tx.query<{
    id: string;
    codeHash: string;
    payload: PendingRegistration;
    attempts: number;
    live: boolean;
  }>(
    `select id::text as id, code_hash as "codeHash", payload, attempts, expires_at > now() as live
     from verification_codes
     where email = $1 and purpose = 'registration' and consumed_at is null
     order by created_at desc limit 1
     for update`,
    [email],
  );
  const row = rows[0];
  if (!row || !row.live) return { kind: 'invalid' };
  if (row.attempts >= MAX_CODE_ATTEMPTS) return { kind: 'locked' };
  if (!(await verifyPassword(code, row.codeHash))) {
    await tx.query('update verification_codes set attempts = attempts + 1 where id = $1', [row.id]);
    return { kind: 'invalid' };
  }
  await tx.query('update verification_codes set consumed_at = now() where id = $1', [row.id]);
  if (await isEmailRegistered(tx, email)) return { kind: 'taken' };
  const pending = row.payload;
  const { rows: users } = await tx.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, email_verified)
     values ($1, $2, $3, $4, true) returning id::text as id`,
    [email, pending.passwordHash, pending.firstName, pending.lastName],
  );
  const userId = users[0]?.id;
  if (!userId) throw new Error('user insert returned no row');
  await createStore(tx, {
    ownerUserId: userId,
    name: pending.businessName,
    subdomain: await freeSubdomain(tx, pending.subdomain),
  });
  return { kind: 'created', userId };
}
