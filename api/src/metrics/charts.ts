import { rangeLengthInDays } from '@platform/shared/validation';

import type { Queryable } from '../db/index.ts';
import type { DayRange } from './periods.ts';
import type { ChartId, ChartPoint, Granularity } from './contract.ts';

/** Up to two months a point per day, up to six months a point per week (from Monday), then per month. */
export function defaultGranularity(range: DayRange): Granularity {
  const days = rangeLengthInDays(range);
  if (days <= 62) return 'day';
  if (days <= 183) return 'week';
  return 'month';
}

/**
 * Daily values of each series over $2..$3 (store days): `day` and `value`. The sums over a range
 * are the dashboard's cards: revenue = 'Ingresos', subscriptions = 'Suscripciones nuevas',
 * clients = 'Clientes nuevos'.
 */
const DAILY_SQL: Record<ChartId, string> = {
  revenue: `select d.day, d.paid_revenue as value
    from order_daily_stats d
    where d.store_id = $1 and d.day between $2::date and $3::date`,
  subscriptions: `select sub.start_date as day, count(*) as value
    from subscriptions sub
    where sub.store_id = $1 and sub.parent_subscription_id is null
      and sub.start_date between $2::date and $3::date
    group by sub.start_date`,
  clients: `select (c.created_at at time zone s.timezone)::date as day, count(*) as value
    from clients c join stores s on s.id = c.store_id
    where c.store_id = $1
      and c.created_at >= (($2::date)::timestamp at time zone s.timezone)
      and c.created_at < ((($3::date) + 1)::timestamp at time zone s.timezone)
    group by 1`,
};

/**
 * One point per bucket of the range, empty buckets included (value 0). Weeks start on Monday; the
 * first bucket is dated at the range's start when the week or month began before it.
 */
export async function chartSeries(
  db: Queryable,
  id: ChartId,
  storeId: string,
  range: DayRange,
  granularity: Granularity,
): Promise<ChartPoint[]> {
  const { rows } = await db.query<{ date: string; value: number | string }>(
    `with daily as (${DAILY_SQL[id]}),
     days as (select g::date as day from generate_series($2::date, $3::date, interval '1 day') g)
     select to_char(greatest(date_trunc($4, days.day::timestamp)::date, $2::date), 'YYYY-MM-DD') as date,
            coalesce(sum(daily.value), 0) as value
     from days left join daily on daily.day = days.day
     group by 1 order by 1`,
    [storeId, range.startDate, range.endDate, granularity],
  );
  return rows.map((row) => ({ date: row.date, value: Number(row.value) }));
}
