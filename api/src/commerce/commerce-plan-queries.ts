import type { CommercePlanValues } from '@platform/shared/validation';

import type { Queryable } from '../db/index.ts';
import type { CommercePlan, CommercePlanListQuery } from './contract.ts';

/**
 * The columns of a `CommercePlan` over `commerce_plans p`. A plan's subscribers are the distinct
 * clients with an active subscription to it (a client subscribed twice counts once).
 */
const PLAN_COLUMNS = `p.id::text as id, p.id::text as uuid, p.name, p.description, p.price,
  p.delivery_frequency as "deliveryFrequency", p.renewal_period as "renewalPeriod", p.status,
  p.benefits, p.excluded_benefits as "excludedBenefits", p.created_at as "createdAt",
  p.updated_at as "updatedAt",
  (select count(distinct s.client_id) from subscriptions s
   where s.store_id = p.store_id and s.commerce_plan_id = p.id and s.status = 'active')
   as "subscriberCount"`;

type PlanRow = Omit<CommercePlan, 'createdAt' | 'updatedAt' | 'subscriberCount'> & {
  createdAt: Date;
  updatedAt: Date;
  subscriberCount: number | string;
};

function toCommercePlan(row: PlanRow): CommercePlan {
  return {
    ...row,
    subscriberCount: Number(row.subscriberCount),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The store's plans, newest first; only those of `status` when it is given (the tab). */
export async function listCommercePlans(
  db: Queryable,
  storeId: string,
  status: CommercePlanListQuery['status'],
): Promise<CommercePlan[]> {
  const { rows } = await db.query<PlanRow>(
    `select ${PLAN_COLUMNS} from commerce_plans p
     where p.store_id = $1 and ($2::text is null or p.status = $2)
     order by p.created_at desc, p.id desc`,
    [storeId, status ?? null],
  );
  return rows.map(toCommercePlan);
}

/** Creates an active plan (a copy is created the same way, its name already suffixed). */
export async function insertCommercePlan(
  db: Queryable,
  storeId: string,
  plan: CommercePlanValues,
): Promise<CommercePlan> {
  const { rows } = await db.query<PlanRow>(
    `with p as (
       insert into commerce_plans (store_id, name, description, price, delivery_frequency,
                                   renewal_period, benefits, excluded_benefits)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)
       returning *)
     select ${PLAN_COLUMNS} from p`,
    [
      storeId,
      plan.name,
      plan.description,
      plan.price,
      plan.deliveryFrequency,
      plan.renewalPeriod,
      JSON.stringify(plan.benefits),
      JSON.stringify(plan.excludedBenefits),
    ],
  );
  return toCommercePlan(rows[0] as PlanRow);
}

/** Replaces the fields of an active plan; null when the store has no such active plan. */
export async function updateActiveCommercePlan(
  db: Queryable,
  storeId: string,
  planId: string,
  plan: CommercePlanValues,
): Promise<CommercePlan | null> {
  const { rows } = await db.query<PlanRow>(
    `with p as (
       update commerce_plans set name = $3, description = $4, price = $5,
         delivery_frequency = $6, renewal_period = $7, benefits = $8::jsonb,
         excluded_benefits = $9::jsonb, updated_at = now()
       where store_id = $1 and id = $2 and status = 'active'
       returning *)
     select ${PLAN_COLUMNS} from p`,
    [
      storeId,
      planId,
      plan.name,
      plan.description,
      plan.price,
      plan.deliveryFrequency,
      plan.renewalPeriod,
      JSON.stringify(plan.benefits),
      JSON.stringify(plan.excludedBenefits),
    ],
  );
  return rows[0] ? toCommercePlan(rows[0]) : null;
}

/** Archives an active plan; null when the store has no such active plan. */
export async function archiveActiveCommercePlan(
  db: Queryable,
  storeId: string,
  planId: string,
): Promise<CommercePlan | null> {
  const { rows } = await db.query<PlanRow>(
    `with p as (
       update commerce_plans set status = 'archived', archived_at = now(), updated_at = now()
       where store_id = $1 and id = $2 and status = 'active'
       returning *)
     select ${PLAN_COLUMNS} from p`,
    [storeId, planId],
  );
  return rows[0] ? toCommercePlan(rows[0]) : null;
}

/** The status of one of the store's plans, or null when it has none with that id. */
export async function commercePlanStatus(
  db: Queryable,
  storeId: string,
  planId: string,
): Promise<CommercePlan['status'] | null> {
  const { rows } = await db.query<{ status: CommercePlan['status'] }>(
    'select status from commerce_plans where store_id = $1 and id = $2',
    [storeId, planId],
  );
  return rows[0]?.status ?? null;
}
