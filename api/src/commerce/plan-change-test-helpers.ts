import type { LightMyRequestResponse } from 'fastify';

import type { TestApp } from '../testing/test-app.ts';

/** What the plan-change and saved-card route tests share: the store's plan, its cards, JSON calls. */
export function planChangeHelpers(testApp: TestApp) {
  const { db, app } = testApp;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    payload === undefined || method === 'GET'
      ? app.inject({ method, url, headers })
      : testApp.sendJson(method, url, payload, headers);

  /** The store's plan as stored: current, pending, and the renewal date. */
  const planOf = async (storeId: string) =>
    (
      await db.query<{ current: string | null; next: string | null; renewal: string | null }>(
        `select current_plan_id::text as current, next_plan_id::text as next,
                plan_renewal_date::text as renewal
         from stores where id = $1`,
        [storeId],
      )
    ).rows[0];

  /** Puts the store on `planId` with nothing pending (arranges a test's starting point). */
  const putOnPlan = async (storeId: string, planId: string) => {
    await db.query(
      `update stores set current_plan_id = $2, next_plan_id = null, plan_charge_started_at = null
       where id = $1`,
      [storeId, planId],
    );
    await db.query(
      `update store_plan_changes set status = 'cancelled' where store_id = $1 and status = 'scheduled'`,
      [storeId],
    );
  };

  /** The store's recorded plan changes after the seed's initial one, oldest first. */
  const planChanges = async (storeId: string) =>
    (
      await db.query<{
        kind: string;
        status: string;
        from: string | null;
        to: string;
        chargeAmount: number;
        effectiveDay: string;
      }>(
        `select kind, status, from_plan_id::text as "from", to_plan_id::text as "to",
                charge_amount as "chargeAmount",
                (effective_at at time zone 'America/Santiago')::date::text as "effectiveDay"
         from store_plan_changes where store_id = $1 and kind <> 'initial'
         order by created_at, id`,
        [storeId],
      )
    ).rows;

  /** The charges the payment sandbox authorized or declined, oldest first. */
  const sandboxCharges = async () =>
    (
      await db.query<{ tbkUser: string; amount: number; status: string }>(
        `select tbk_user as "tbkUser", amount,
                case when reversed_at is null then status else 'reversed' end as status
         from payment_sandbox_oneclick_charges
         order by created_at, buy_order`,
      )
    ).rows;

  /** The store's cards as stored, the default first then the oldest first. */
  const cardsOf = async (storeId: string) =>
    (
      await db.query<{ id: string; isDefault: boolean; lastFour: string; token: string | null }>(
        `select id::text as id, is_default as "isDefault", last_four as "lastFour",
                provider_token as token
         from saved_cards where store_id = $1 order by is_default desc, created_at, id`,
        [storeId],
      )
    ).rows;

  /** The default card's provider token. */
  const defaultCardToken = async (storeId: string) =>
    (await cardsOf(storeId)).find((card) => card.isDefault)?.token ?? null;

  return { call, planOf, putOnPlan, planChanges, sandboxCharges, cardsOf, defaultCardToken };
}
