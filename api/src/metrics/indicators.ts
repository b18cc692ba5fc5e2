import type { Queryable } from '../db/index.ts';
import type { Indicator } from './contract.ts';
import type { DayRange } from './periods.ts';

/**
 * SQL of one indicator for one period. Parameters: $1 store id, $2 first day, $3 last day (both
 * YYYY-MM-DD, in the store's timezone). `period` gives the period's bounds as timestamptz
 * (`p.from_ts` inclusive, `p.to_ts` exclusive) at the store's local midnights. Returns `value`.
 */
interface IndicatorDefinition extends Indicator {
  sql: string;
  /** Decimals kept in the value (money and counts are whole numbers). */
  decimals: number;
}

const PERIOD = `period as (
  select (($2::date)::timestamp at time zone s.timezone) as from_ts,
         ((($3::date) + 1)::timestamp at time zone s.timezone) as to_ts
  from stores s where s.id = $1
)`;

/** A subscription counts once: a membership's included products are its children. */
const TOP_LEVEL = 'sub.parent_subscription_id is null';

const DEFINITIONS: IndicatorDefinition[] = [
  {
    code: 'revenue',
    name: 'Ingresos',
    format: 'monetary',
    description: 'Total de las órdenes pagadas en el período (sin órdenes canceladas).',
    decimals: 0,
    sql: `select coalesce(sum(d.paid_revenue), 0) as value
      from order_daily_stats d
      where d.store_id = $1 and d.day between $2::date and $3::date`,
  },
  {
    code: 'orders',
    name: 'Órdenes',
    format: 'number',
    description: 'Órdenes creadas en el período (sin borradores).',
    decimals: 0,
    sql: `select coalesce(sum(d.created_orders), 0) as value
      from order_daily_stats d
      where d.store_id = $1 and d.day between $2::date and $3::date`,
  },
  {
    code: 'average-ticket',
    name: 'Ticket promedio',
    format: 'monetary',
    description: 'Monto promedio de las órdenes pagadas en el período.',
    decimals: 0,
    sql: `select case when coalesce(sum(d.paid_orders), 0) = 0 then 0
                  else round(sum(d.paid_revenue)::numeric / sum(d.paid_orders)) end as value
      from order_daily_stats d
      where d.store_id = $1 and d.day between $2::date and $3::date`,
  },
  {
    code: 'new-subscriptions',
    name: 'Suscripciones nuevas',
    format: 'number',
    description:
      'Suscripciones (planes, packs y productos recurrentes) que comenzaron en el período.',
    decimals: 0,
    sql: `select count(*) as value
      from subscriptions sub
      where sub.store_id = $1 and ${TOP_LEVEL} and sub.start_date between $2::date and $3::date`,
  },
  {
    code: 'active-subscriptions',
    name: 'Suscripciones activas',
    format: 'number',
    description:
      'Suscripciones vigentes al cierre del período (iniciadas y no canceladas; sin las pausadas).',
    decimals: 0,
    sql: `with ${PERIOD}
      select count(*) as value
      from subscriptions sub, period p
      where sub.store_id = $1 and ${TOP_LEVEL} and sub.start_date <= $3::date
        and (sub.cancelled_at is null or sub.cancelled_at >= p.to_ts)
        and not (sub.status = 'paused')`,
  },
  {
    code: 'new-clients',
    name: 'Clientes nuevos',
    format: 'number',
    description: 'Clientes registrados en el período.',
    decimals: 0,
    sql: `with ${PERIOD}
      select count(*) as value
      from clients c, period p
      where c.store_id = $1 and c.created_at >= p.from_ts and c.created_at < p.to_ts`,
  },
  {
    code: 'active-clients',
    name: 'Clientes activos',
    format: 'number',
    description: 'Clientes con al menos una suscripción vigente al cierre del período.',
    decimals: 0,
    sql: `with ${PERIOD}
      select count(distinct sub.client_id) as value
      from subscriptions sub, period p
      where sub.store_id = $1 and ${TOP_LEVEL} and sub.start_date <= $3::date
        and (sub.cancelled_at is null or sub.cancelled_at >= p.to_ts)
        and not (sub.status = 'paused')`,
  },
  {
    code: 'churn-rate',
    name: 'Tasa de cancelación',
    format: 'percentage',
    description:
      'Suscripciones canceladas en el período sobre las vigentes al inicio más las iniciadas en el período, en porcentaje.',
    decimals: 1,
    sql: `with ${PERIOD},
      counts as (
        select
          count(*) filter (where sub.start_date <= $3::date
            and (sub.cancelled_at is null or sub.cancelled_at >= p.from_ts)) as exposed,
          count(*) filter (where sub.cancelled_at >= p.from_ts and sub.cancelled_at < p.to_ts) as cancelled
        from subscriptions sub, period p
        where sub.store_id = $1 and ${TOP_LEVEL}
      )
      select case when exposed = 0 then 0
                  else least(100, round(cancelled * 100.0 / exposed, 1)) end as value
      from counts`,
  },
];

const BY_CODE = new Map(DEFINITIONS.map((definition) => [definition.code, definition]));

/** The dashboard's metric cards, in display order. */
export function listIndicators(): Indicator[] {
  return DEFINITIONS.map(({ code, name, format, description }) => ({
    code,
    name,
    format,
    description,
  }));
}

export function findIndicator(code: string): Indicator | undefined {
  const definition = BY_CODE.get(code);
  return (
    definition && {
      code: definition.code,
      name: definition.name,
      format: definition.format,
      description: definition.description,
    }
  );
}

function rounded(definition: IndicatorDefinition, value: number | string | null | undefined) {
  const factor = 10 ** definition.decimals;
  return Math.round(Number(value ?? 0) * factor) / factor;
}

function definitionOf(code: string): IndicatorDefinition {
  const definition = BY_CODE.get(code);
  if (!definition) throw new Error(`unknown indicator ${code}`);
  return definition;
}

/** The indicator's value for the store over the day range (store timezone). */
export async function computeIndicator(
  db: Queryable,
  code: string,
  storeId: string,
  range: DayRange,
): Promise<number> {
  const definition = definitionOf(code);
  const { rows } = await db.query<{ value: number | string | null }>(definition.sql, [
    storeId,
    range.startDate,
    range.endDate,
  ]);
  return rounded(definition, rows[0]?.value);
}

/**
 * The indicator for two ranges in one statement (the card's period and the one before it): one
 * round trip and one plan instead of two, which is most of a metric call's cost.
 */
export async function computeIndicatorPair(
  db: Queryable,
  code: string,
  storeId: string,
  current: DayRange,
  previous: DayRange,
): Promise<{ value: number; previousValue: number }> {
  const definition = definitionOf(code);
  const forPrevious = definition.sql.replace(/\$([23])\b/g, (_, n: string) =>
    n === '2' ? '$4' : '$5',
  );
  const { rows } = await db.query<{
    current: number | string | null;
    previous: number | string | null;
  }>(`select (${definition.sql}) as current, (${forPrevious}) as previous`, [
    storeId,
    current.startDate,
    current.endDate,
    previous.startDate,
    previous.endDate,
  ]);
  return {
    value: rounded(definition, rows[0]?.current),
    previousValue: rounded(definition, rows[0]?.previous),
  };
}
