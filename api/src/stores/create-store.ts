import type { Queryable } from '../db/index.ts';
import { EMAIL_TEMPLATES } from '../db/seed-data.ts';
import { SETUP_TASK_KEYS } from './contract.ts';
import { SETUP_TASKS } from './setup-tasks.ts';

export interface StoreSummary {
  id: string;
  name: string;
  subdomain: string;
  publishedAt: string | null;
}

/**
 * Creates an unpublished store for a user, with what every store starts with: the platform's
 * first monthly plan (Starter: no minimum, so a store pays nothing until it has subscribers), its
 * setup-guide rows (all pending) and the default e-mail templates (the same the seed gives the
 * demo stores).
 * Call inside a transaction; the unique indexes (one store per owner, unique subdomain) decide races.
 */
export async function createStore(
  tx: Queryable,
  input: { ownerUserId: string; name: string; subdomain: string },
): Promise<StoreSummary> {
  const { rows } = await tx.query<{ id: string; name: string; subdomain: string }>(
    `insert into stores (owner_user_id, name, subdomain, current_plan_id, plan_period,
       plan_period_start, plan_renewal_date)
     select $1, $2, $3, p.id, 'monthly', today, (today + interval '1 month')::date
     from (select (now() at time zone 'America/Santiago')::date as today) as day
     left join lateral (
       select id from pricing_plans where visible and periodicity = 'monthly'
       order by tier, sort_order limit 1
     ) as p on true
     returning id::text as id, name, subdomain`,
    [input.ownerUserId, input.name, input.subdomain],
  );
  const store = rows[0];
  if (!store) throw new Error('store insert returned no row');

  await tx.query(
    `insert into store_setup_tasks (store_id, task_key, is_completed, disabled)
     select $1, t.key, false, t.disabled
     from jsonb_to_recordset($2::jsonb) as t(key text, disabled boolean)`,
    [
      store.id,
      JSON.stringify(SETUP_TASK_KEYS.map((key) => ({ key, disabled: SETUP_TASKS[key].disabled }))),
    ],
  );
  await tx.query(
    `insert into email_templates (store_id, template_key, name, description, subject, content, variables)
     select $1, t.key, t.name, t.description, t.subject, t.content, t.variables
     from jsonb_to_recordset($2::jsonb)
       as t(key text, name text, description text, subject text, content text, variables jsonb)
     on conflict (store_id, template_key) do nothing`,
    [store.id, JSON.stringify(EMAIL_TEMPLATES)],
  );
  return { ...store, publishedAt: null };
}
