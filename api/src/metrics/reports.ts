import { statusLabel } from '@platform/shared/constants';
import { rangeLengthInDays, todayInSantiago } from '@platform/shared/validation';

import type { Queryable } from '../db/index.ts';
import type { Report, ReportCell, ReportId } from './contract.ts';
import type { DayRange } from './periods.ts';

/** The configured reports, in display order (the card shows the first three). */
export const REPORTS: readonly Report[] = [
  {
    id: 'revenue',
    title: 'Reporte de Ingresos',
    description: 'Órdenes e ingresos de cada día del período, con el ticket promedio.',
    icon: 'DollarSign',
  },
  {
    id: 'clients',
    title: 'Reporte de Clientes',
    description: 'Clientes registrados en el período, con sus suscripciones activas y compras.',
    icon: 'Users',
  },
  {
    id: 'subscriptions',
    title: 'Reporte de Suscripciones',
    description: 'Suscripciones nuevas, canceladas y activas de cada día del período.',
    icon: 'Repeat',
  },
  {
    id: 'forecast',
    title: 'Pronóstico de Inventario',
    description:
      'Unidades vendidas por producto en el período, días de cobertura del stock y reposición sugerida.',
    icon: 'PackageSearch',
  },
];

export function findReport(id: string): Report | undefined {
  return REPORTS.find((report) => report.id === id);
}

/** A report's content: a header and rows, the same for the JSON answer and the CSV file. */
export interface ReportTable {
  columns: string[];
  rows: ReportCell[][];
}

/** Period bounds at the store's local midnights: from_ts inclusive, to_ts exclusive. */
const PERIOD = `period as (
  select (($2::date)::timestamp at time zone s.timezone) as from_ts,
         ((($3::date) + 1)::timestamp at time zone s.timezone) as to_ts,
         s.timezone
  from stores s where s.id = $1
)`;

const TOP_LEVEL = 'sub.parent_subscription_id is null';

async function revenueReport(
  db: Queryable,
  storeId: string,
  range: DayRange,
): Promise<ReportTable> {
  const { rows } = await db.query<{ day: string; created: number; paid: number; revenue: number }>(
    `select to_char(g::date, 'YYYY-MM-DD') as day,
            coalesce(d.created_orders, 0) as created, coalesce(d.paid_orders, 0) as paid,
            coalesce(d.paid_revenue, 0) as revenue
     from generate_series($2::date, $3::date, interval '1 day') g
     left join order_daily_stats d on d.store_id = $1 and d.day = g::date
     order by 1`,
    [storeId, range.startDate, range.endDate],
  );
  const average = (revenue: number, paid: number) => (paid > 0 ? Math.round(revenue / paid) : 0);
  const total = rows.reduce(
    (sum, row) => ({
      created: sum.created + Number(row.created),
      paid: sum.paid + Number(row.paid),
      revenue: sum.revenue + Number(row.revenue),
    }),
    { created: 0, paid: 0, revenue: 0 },
  );
  return {
    columns: [
      'Fecha',
      'Órdenes creadas',
      'Órdenes pagadas',
      'Ingresos (CLP)',
      'Ticket promedio (CLP)',
    ],
    rows: [
      ...rows.map((row) => [
        row.day,
        Number(row.created),
        Number(row.paid),
        Number(row.revenue),
        average(Number(row.revenue), Number(row.paid)),
      ]),
      ['Total', total.created, total.paid, total.revenue, average(total.revenue, total.paid)],
    ],
  };
}

async function subscriptionsReport(
  db: Queryable,
  storeId: string,
  range: DayRange,
): Promise<ReportTable> {
  const { rows } = await db.query<{
    day: string;
    started: number;
    cancelled: number;
    active: number;
  }>(
    `with ${PERIOD},
     days as (select g::date as day from generate_series($2::date, $3::date, interval '1 day') g),
     subs as (
       select sub.start_date, sub.cancelled_at, sub.status from subscriptions sub
       where sub.store_id = $1 and ${TOP_LEVEL} and sub.start_date <= $3::date
     )
     select to_char(days.day, 'YYYY-MM-DD') as day,
       (select count(*) from subs where subs.start_date = days.day) as started,
       (select count(*) from subs, period p
         where subs.cancelled_at >= ((days.day)::timestamp at time zone p.timezone)
           and subs.cancelled_at < ((days.day + 1)::timestamp at time zone p.timezone)) as cancelled,
       (select count(*) from subs, period p
         where subs.start_date <= days.day and subs.status <> 'paused'
           and (subs.cancelled_at is null
                or subs.cancelled_at >= ((days.day + 1)::timestamp at time zone p.timezone))) as active
     from days order by days.day`,
    [storeId, range.startDate, range.endDate],
  );
  const started = rows.reduce((sum, row) => sum + Number(row.started), 0);
  const cancelled = rows.reduce((sum, row) => sum + Number(row.cancelled), 0);
  const last = rows.at(-1);
  return {
    columns: [
      'Fecha',
      'Suscripciones nuevas',
      'Suscripciones canceladas',
      'Suscripciones activas al cierre',
    ],
    rows: [
      ...rows.map((row) => [
        row.day,
        Number(row.started),
        Number(row.cancelled),
        Number(row.active),
      ]),
      ['Total', started, cancelled, last ? Number(last.active) : 0],
    ],
  };
}

async function clientsReport(
  db: Queryable,
  storeId: string,
  range: DayRange,
): Promise<ReportTable> {
  const { rows } = await db.query<{
    registered: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    rut: string | null;
    status: string;
    activeSubscriptions: number;
    paidOrders: number;
    paidAmount: number;
  }>(
    `with ${PERIOD}
     select to_char((c.created_at at time zone p.timezone)::date, 'YYYY-MM-DD') as registered,
            c.first_name as "firstName", c.last_name as "lastName", c.email, c.phone, c.rut, c.status,
            (select count(*) from subscriptions sub
              where sub.store_id = c.store_id and sub.client_id = c.id and ${TOP_LEVEL}
                and sub.status = 'active') as "activeSubscriptions",
            coalesce(paid.orders, 0) as "paidOrders", coalesce(paid.amount, 0) as "paidAmount"
     from clients c
     cross join period p
     left join lateral (
       select count(*) as orders, sum(o.total_amount) as amount from orders o
       where o.store_id = c.store_id and o.client_id = c.id and o.status <> 'cancelled'
         and o.paid_at >= p.from_ts and o.paid_at < p.to_ts
     ) paid on true
     where c.store_id = $1 and c.created_at >= p.from_ts and c.created_at < p.to_ts
     order by c.created_at, c.id`,
    [storeId, range.startDate, range.endDate],
  );
  return {
    columns: [
      'Fecha de registro',
      'Nombre',
      'Apellido',
      'Correo electrónico',
      'Teléfono',
      'RUT',
      'Estado',
      'Suscripciones activas',
      'Órdenes pagadas en el período',
      'Total pagado en el período (CLP)',
    ],
    rows: rows.map((row) => [
      row.registered,
      row.firstName,
      row.lastName,
      row.email,
      row.phone,
      row.rut,
      statusLabel('client', row.status),
      Number(row.activeSubscriptions),
      Number(row.paidOrders),
      Number(row.paidAmount),
    ]),
  };
}

/** Days a product's stock is planned to last for the suggested restock. */
const RESTOCK_HORIZON_DAYS = 30;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function forecastReport(
  db: Queryable,
  storeId: string,
  range: DayRange,
  today: string,
): Promise<ReportTable> {
  const { rows } = await db.query<{
    sku: string;
    name: string;
    type: 'product' | 'pack';
    stock: number;
    minStock: number;
    units: number;
  }>(
    `with ${PERIOD},
     sold as (
       select i.product_id, sum(i.quantity) as units
       from orders o
       cross join period p
       join order_items i on i.store_id = o.store_id and i.order_id = o.id
       where o.store_id = $1 and o.paid_at >= p.from_ts and o.paid_at < p.to_ts
         and o.status <> 'cancelled' and i.product_id is not null
       group by i.product_id
     )
     select p.sku, p.name, p.type, p.stock, p.min_stock as "minStock", coalesce(sold.units, 0) as units
     from products p left join sold on sold.product_id = p.id
     where p.store_id = $1 and p.status <> 'archived'
     order by p.name, p.id`,
    [storeId, range.startDate, range.endDate],
  );
  const days = rangeLengthInDays(range);
  return {
    columns: [
      'SKU',
      'Producto',
      'Tipo',
      'Stock actual',
      'Stock mínimo',
      'Unidades vendidas en el período',
      'Venta diaria promedio',
      'Días de cobertura',
      'Fecha estimada de quiebre de stock',
      `Reposición sugerida (${RESTOCK_HORIZON_DAYS} días)`,
      'Estado',
    ],
    rows: rows.map((row) => {
      const units = Number(row.units);
      const daily = units / days;
      const coverage = daily > 0 ? Math.floor(row.stock / daily) : null;
      const restock = Math.max(
        0,
        Math.ceil(daily * RESTOCK_HORIZON_DAYS + row.minStock - row.stock),
      );
      return [
        row.sku,
        row.name,
        row.type === 'pack' ? 'Pack' : 'Producto',
        row.stock,
        row.minStock,
        units,
        Math.round(daily * 100) / 100,
        coverage,
        coverage === null ? null : addDays(today, coverage),
        restock,
        row.stock <= row.minStock ? 'Stock bajo' : 'Normal',
      ];
    }),
  };
}

/** The content of a report for the store and range (days in the store's timezone). */
export function buildReport(
  db: Queryable,
  id: ReportId,
  storeId: string,
  range: DayRange,
  today: string = todayInSantiago(),
): Promise<ReportTable> {
  switch (id) {
    case 'revenue':
      return revenueReport(db, storeId, range);
    case 'subscriptions':
      return subscriptionsReport(db, storeId, range);
    case 'clients':
      return clientsReport(db, storeId, range);
    case 'forecast':
      return forecastReport(db, storeId, range, today);
  }
}

/** `reporte-ingresos_2026-11-16_2026-11-22.csv` */
export function reportFileName(id: ReportId, range: DayRange): string {
  const slug: Record<ReportId, string> = {
    revenue: 'reporte-ingresos',
    clients: 'reporte-clientes',
    subscriptions: 'reporte-suscripciones',
    forecast: 'pronostico-inventario',
  };
  return `${slug[id]}_${range.startDate}_${range.endDate}.csv`;
}
