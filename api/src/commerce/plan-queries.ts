import type { Queryable } from '../db/index.ts';
import type { CurrentPlan, PricingPlan } from './contract.ts';

/** The platform's visible plans, in display order. */
export async function listVisiblePricingPlans(db: Queryable): Promise<PricingPlan[]> {
  const { rows } = await db.query<PricingPlan>(
    `select id::text as uuid, id::text as id, code, name, description, tier,
            price_per_subscriber as price, base_price as "basePrice", periodicity, visible, highlighted,
            allow_custom_domain as "allowCustomDomain", features
     from pricing_plans where visible order by sort_order, tier, name`,
  );
  return rows;
}

/**
 * Applies the store's scheduled downgrade once its day has come: the pending plan becomes the
 * current one and the period renews from that day (by a month, or a year for an annual plan,
 * repeated until it lies ahead). Every read of the store's plan calls it first, so the change
 * shows from its day on without a scheduler; one statement, so two readers never both apply it.
 */
export async function applyDueDowngrade(db: Queryable, storeId: string): Promise<void> {
  await db.query(
    `with due as (
       select c.id, c.to_plan_id, (c.effective_at at time zone 'America/Santiago')::date as day
       from store_plan_changes c join stores s on s.id = c.store_id
       where c.store_id = $1 and c.status = 'scheduled' and c.kind = 'downgrade'
         and c.effective_at <= now() and s.next_plan_id = c.to_plan_id
       order by c.effective_at desc
       limit 1
     ),
     moved as (
       update stores s
       set current_plan_id = due.to_plan_id, next_plan_id = null, updated_at = now(),
           plan_renewal_date = (
             select d::date from generate_series(
               due.day + case when s.plan_period = 'annual' then interval '1 year' else interval '1 month' end,
               due.day + interval '50 years',
               case when s.plan_period = 'annual' then interval '1 year' else interval '1 month' end
             ) d
             where d::date > (now() at time zone 'America/Santiago')::date
             limit 1)
       from due
       where s.id = $1 and s.next_plan_id = due.to_plan_id
       returning s.id
     )
     update store_plan_changes c set status = 'applied'
     from due
     where c.id = due.id and exists (select 1 from moved)`,
    [storeId],
  );
}

/**
 * The store's plan: `id` is the pricing plan's uuid; subscribers are the store's clients with at
 * least one active subscription (what the plan charges for).
 */
export async function readCurrentPlan(db: Queryable, storeId: string): Promise<CurrentPlan> {
  await applyDueDowngrade(db, storeId);
  const { rows } = await db.query<{
    id: string | null;
    period: 'monthly' | 'annual' | null;
    nextPlanUuid: string | null;
    renewalDate: string | null;
    activeSubscribers: number | string;
  }>(
    `select s.current_plan_id::text as id, s.plan_period as period, s.next_plan_id::text as "nextPlanUuid",
            s.plan_renewal_date as "renewalDate",
            (select count(distinct sub.client_id) from subscriptions sub
             where sub.store_id = s.id and sub.status = 'active') as "activeSubscribers"
     from stores s where s.id = $1`,
    [storeId],
  );
  const row = rows[0];
  if (!row?.id) return { currentPlan: null };
  return {
    currentPlan: {
      id: row.id,
      period: row.period ?? 'monthly',
      activeSubscribers: Number(row.activeSubscribers),
      nextPlanUuid: row.nextPlanUuid,
      renewalDate: row.renewalDate,
    },
  };
}

/** A pricing plan as a plan change weighs it: its tier decides the direction, its base price the charge. */
export interface PlanForChange {
  id: string;
  tier: number;
  price: number;
  basePrice: number | null;
}

/** A visible pricing plan (the ones a merchant can choose), if any. */
export async function findPricingPlan(
  db: Queryable,
  planId: string,
): Promise<PlanForChange | undefined> {
  const { rows } = await db.query<PlanForChange>(
    `select id::text as id, tier, price_per_subscriber as price, base_price as "basePrice"
     from pricing_plans where id = $1 and visible`,
    [planId],
  );
  return rows[0];
}

/** What a plan change starts from. Days are calendar days in Santiago (YYYY-MM-DD). */
export interface StorePlanState {
  currentPlan: PlanForChange | null;
  nextPlanId: string | null;
  /** The end of the current period; the first of next month when the store has none recorded. */
  renewalDate: string;
  today: string;
  /** An upgrade's charge is with the payment provider (see migration 092). */
  chargeInFlight: boolean;
}

/** A charge that has not ended after this long is taken as abandoned (a provider times out first). */
const CHARGE_IN_FLIGHT_MINUTES = 5;

/**
 * The store's plan state; with `lock`, the store row stays locked until the transaction ends, so
 * two plan changes of one store cannot both apply. Undefined when the store does not exist.
 */
export async function readStorePlanState(
  db: Queryable,
  storeId: string,
  { lock }: { lock: boolean },
): Promise<StorePlanState | undefined> {
  // The lock is its own statement. With `for update` on the query below, which outer-joins the
  // plan, a second upgrade that waited for the lock was seen on Postgres to get the plan's columns
  // empty (as if the store had no plan) when the first committed. The read after the lock takes a
  // fresh snapshot, so it sees what the transaction it waited for wrote.
  if (lock) await db.query('select id from stores where id = $1 for update', [storeId]);
  await applyDueDowngrade(db, storeId);
  const { rows } = await db.query<{
    currentPlanId: string | null;
    tier: number | null;
    price: number | null;
    basePrice: number | null;
    nextPlanId: string | null;
    renewalDate: string;
    today: string;
    chargeInFlight: boolean;
  }>(
    `select s.current_plan_id::text as "currentPlanId", p.tier, p.price_per_subscriber as price,
            p.base_price as "basePrice", s.next_plan_id::text as "nextPlanId",
            (now() at time zone 'America/Santiago')::date::text as today,
            coalesce(s.plan_renewal_date,
                     (date_trunc('month', now() at time zone 'America/Santiago') + interval '1 month')::date
            )::text as "renewalDate",
            coalesce(s.plan_charge_started_at > now() - make_interval(mins => $2), false)
              as "chargeInFlight"
     from stores s left join pricing_plans p on p.id = s.current_plan_id
     where s.id = $1`,
    [storeId, CHARGE_IN_FLIGHT_MINUTES],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { currentPlanId, tier, price, basePrice, ...rest } = row;
  return {
    ...rest,
    currentPlan:
      currentPlanId && tier !== null && price !== null
        ? { id: currentPlanId, tier, price, basePrice }
        : null,
  };
}

/** Marks (or clears, with `started` false) an upgrade's charge as being with the provider. */
export async function markPlanCharge(
  db: Queryable,
  storeId: string,
  started: boolean,
): Promise<void> {
  await db.query(
    `update stores set plan_charge_started_at = case when $2 then now() end where id = $1`,
    [storeId, started],
  );
}

/** Moves the store to a higher plan now and records the change with what it charged. */
export async function applyUpgrade(
  tx: Queryable,
  storeId: string,
  change: { fromPlanId: string; toPlanId: string; chargeAmount: number },
): Promise<void> {
  await tx.query(
    `update stores set current_plan_id = $2, plan_charge_started_at = null, updated_at = now()
     where id = $1`,
    [storeId, change.toPlanId],
  );
  await tx.query(
    `insert into store_plan_changes (store_id, from_plan_id, to_plan_id, kind, status, charge_amount, effective_at)
     values ($1, $2, $3, 'upgrade', 'applied', $4, now())`,
    [storeId, change.fromPlanId, change.toPlanId, change.chargeAmount],
  );
}

/** Makes a lower plan the pending plan, effective at the start of `effectiveDate` in Santiago. */
export async function scheduleDowngrade(
  tx: Queryable,
  storeId: string,
  change: { fromPlanId: string; toPlanId: string; effectiveDate: string },
): Promise<void> {
  await tx.query('update stores set next_plan_id = $2, updated_at = now() where id = $1', [
    storeId,
    change.toPlanId,
  ]);
  await tx.query(
    `insert into store_plan_changes (store_id, from_plan_id, to_plan_id, kind, status, charge_amount, effective_at)
     values ($1, $2, $3, 'downgrade', 'scheduled', 0, ($4::date)::timestamp at time zone 'America/Santiago')`,
    [storeId, change.fromPlanId, change.toPlanId, change.effectiveDate],
  );
}

/** Drops the pending plan and marks its scheduled change cancelled. */
export async function cancelScheduledChange(tx: Queryable, storeId: string): Promise<void> {
  await tx.query('update stores set next_plan_id = null, updated_at = now() where id = $1', [
    storeId,
  ]);
  await tx.query(
    `update store_plan_changes set status = 'cancelled' where store_id = $1 and status = 'scheduled'`,
    [storeId],
  );
}
