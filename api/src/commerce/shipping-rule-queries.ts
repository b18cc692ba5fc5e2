import type { Queryable } from '../db/index.ts';
import type { ShippingQuote, ShippingRule } from './contract.ts';

/** A rule as the api saves it: its cities already the official communes, without repeats. */
export interface ShippingRuleInput {
  price: number;
  cities: string[];
  isActive: boolean;
}

const RULE_COLUMNS = `r.id::text as uuid, r.id::text as id, r.type, r.price, r.cities,
  r.is_active as "isActive", r.created_at as "createdAt", r.updated_at as "updatedAt"`;

type RuleRow = Omit<ShippingRule, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

function toShippingRule(row: RuleRow): ShippingRule {
  return {
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The store's rules, cheapest first (then oldest first). */
export async function listShippingRules(db: Queryable, storeId: string): Promise<ShippingRule[]> {
  const { rows } = await db.query<RuleRow>(
    `select ${RULE_COLUMNS} from shipping_rules r where r.store_id = $1
     order by r.price, r.created_at, r.id`,
    [storeId],
  );
  return rows.map(toShippingRule);
}

export async function insertShippingRule(
  db: Queryable,
  storeId: string,
  rule: ShippingRuleInput,
): Promise<ShippingRule> {
  const { rows } = await db.query<RuleRow>(
    `insert into shipping_rules as r (store_id, type, price, cities, is_active)
     values ($1, 'fixed_price', $2, $3::jsonb, $4)
     returning ${RULE_COLUMNS}`,
    [storeId, rule.price, JSON.stringify(rule.cities), rule.isActive],
  );
  return toShippingRule(rows[0] as RuleRow);
}

/** Replaces the whole rule; null when the store has no rule with that id. */
export async function replaceShippingRule(
  db: Queryable,
  storeId: string,
  ruleId: string,
  rule: ShippingRuleInput,
): Promise<ShippingRule | null> {
  const { rows } = await db.query<RuleRow>(
    `update shipping_rules as r set price = $3, cities = $4::jsonb, is_active = $5,
       updated_at = now()
     where r.store_id = $1 and r.id = $2
     returning ${RULE_COLUMNS}`,
    [storeId, ruleId, rule.price, JSON.stringify(rule.cities), rule.isActive],
  );
  return rows[0] ? toShippingRule(rows[0]) : null;
}

/** Whether the store had the rule (and it is now gone). */
export async function deleteShippingRule(
  db: Queryable,
  storeId: string,
  ruleId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'delete from shipping_rules where store_id = $1 and id = $2 returning id',
    [storeId, ruleId],
  );
  return rows.length > 0;
}

/**
 * The cheapest active rule of the published store `subdomain` that lists `commune` (its official
 * spelling): a customer who falls in several rules pays the cheapest. Null when there is none, or
 * no published store has that subdomain.
 */
export async function quoteShipping(
  db: Queryable,
  subdomain: string,
  commune: string,
): Promise<ShippingQuote | null> {
  const { rows } = await db.query<{ ruleId: string; price: number }>(
    `select r.id::text as "ruleId", r.price
     from stores s join shipping_rules r on r.store_id = s.id
     where s.subdomain = $1 and s.published_at is not null and r.is_active
       and r.cities @> jsonb_build_array($2::text)
     order by r.price, r.created_at, r.id
     limit 1`,
    [subdomain, commune],
  );
  return rows[0] ? { commune, price: rows[0].price, ruleId: rows[0].ruleId } : null;
}
