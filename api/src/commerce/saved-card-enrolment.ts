import type { Database, Queryable } from '../db/index.ts';
import type { FinishedInscription } from '../payments/payment-provider.ts';
import { addSavedCard } from './saved-card-queries.ts';

// The platform's record of a one-click card enrolment: a `payment_sessions` row of kind
// 'card_enrollment' keyed by the provider's inscription token, holding the store and the account
// page the browser goes back to. A session is completed once; a reloaded return finds it so.

/** How long the platform waits for the card holder to finish on the provider's page. */
export const ENROLMENT_TTL_MINUTES = 10;

export interface EnrolmentSession {
  storeId: string;
  id: string;
  status: 'created' | 'authorized' | 'failed' | 'expired';
  /** The web app's account page (/profile/account) of the origin the enrolment started from. */
  returnUrl: string;
  completed: boolean;
}

export async function recordEnrolmentSession(
  db: Queryable,
  enrolment: { storeId: string; token: string; returnUrl: string },
): Promise<void> {
  await db.query(
    `insert into payment_sessions (store_id, kind, token, status, return_url, expires_at)
     values ($1, 'card_enrollment', $2, 'created', $3, now() + make_interval(mins => $4))`,
    [enrolment.storeId, enrolment.token, enrolment.returnUrl, ENROLMENT_TTL_MINUTES],
  );
}

/** The enrolment behind a provider token (any store), if any. */
export async function findEnrolmentSession(
  db: Queryable,
  token: string,
): Promise<EnrolmentSession | undefined> {
  if (!token || token.length > 128) return undefined;
  const { rows } = await db.query<EnrolmentSession>(
    `select store_id::text as "storeId", id::text as id, status, return_url as "returnUrl",
            completed_at is not null as completed
     from payment_sessions where token = $1 and kind = 'card_enrollment'`,
    [token],
  );
  return rows[0];
}

/** Marks an open enrolment failed (cancelled, refused by the issuer or by the provider). */
export async function failEnrolment(
  db: Queryable,
  session: EnrolmentSession,
  result: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `update payment_sessions set status = 'failed', result = $3::jsonb, completed_at = now()
     where store_id = $1 and id = $2 and completed_at is null`,
    [session.storeId, session.id, JSON.stringify(result)],
  );
}

/**
 * Saves the enrolled card (the store's first card becomes its default) and completes the session,
 * all or nothing. False when another return completed the session first.
 */
export async function completeEnrolment(
  db: Database,
  session: EnrolmentSession,
  card: { cardType: string; lastFour: string; tbkUser: string },
  finished: FinishedInscription,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `update payment_sessions set status = 'authorized', result = $3::jsonb, completed_at = now()
       where store_id = $1 and id = $2 and completed_at is null returning id`,
      // The tbk_user charges the card: it is kept with the card only.
      [session.storeId, session.id, JSON.stringify({ ...finished, tbkUser: undefined })],
    );
    if (!rows.length) return false;
    await addSavedCard(tx, session.storeId, {
      cardType: card.cardType,
      lastFour: card.lastFour,
      providerToken: card.tbkUser,
    });
    return true;
  });
}
