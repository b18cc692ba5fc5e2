// What the seed of one store shares between its domains: the store's ids, its products, plans
// and clients as they are generated, stable ids and random sources, and the rules the orders and
// statements follow (memberships, order statuses, shipping costs).
import type { CommercePlanSeed, Commune, ProductSeed, StoreSeed } from '../seed-data.ts';
import { DEMO_STORE_ID, DEMO_USER_ID, OTRA_STORE_ID, OTRA_USER_ID } from '../seed-ids.ts';
import { Rng, SeedCalendar, sequentialUuid, stableUuid } from '../seed-utils.ts';
import { Batch } from './tables.ts';

/** Above this many orders a load is "large": deferred secondary indexes, lean detail for old orders. */
export const LARGE_LOAD = 10_000;

export const HOUR = 3_600_000;

export const MINUTE = 60_000;

export interface SeededProduct extends ProductSeed {
  id: string;
  isPack: boolean;
}

export interface SeededPlan extends CommercePlanSeed {
  id: string;
}

export interface Membership {
  id: string;
  plan: SeededPlan;
  startOffset: number;
  /** Offset of the cancellation day (undefined = not cancelled). */
  cancelOffset: number | undefined;
  status: 'active' | 'paused' | 'cancelled';
  included: Array<{ product: SeededProduct; quantity: number }>;
}

export interface SeededClient {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phone: string;
  status: 'active' | 'inactive' | 'pending';
  createdOffset: number;
  churnOffset: number | undefined;
  commune: Commune;
  shippingAddressId: string;
  billingAddressId: string | null;
  membership: Membership | undefined;
}

interface PaidOrder {
  id: string;
  number: number;
  paidAt: number;
  amount: number;
  fee: number;
  kind: OrderKind;
  label: string;
  refundedAt: number | undefined;
}

export type OrderKind = 'plan' | 'pack' | 'products';

export type OrderStatus =
  'draft' | 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
export const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

export function ddmmyyyy(ymd: string): string {
  const [y, m, d] = ymd.split('-');
  return `${d}-${m}-${y}`;
}

export class StoreContext {
  readonly storeId: string;
  readonly ownerId: string;
  readonly products: SeededProduct[] = [];
  readonly productByKey = new Map<string, SeededProduct>();
  readonly plans: SeededPlan[] = [];
  readonly clients: SeededClient[] = [];
  readonly eligibleCache = new Map<number, SeededClient[]>();
  readonly paidOrders: PaidOrder[] = [];
  readonly createdAt: Date;
  orderCount = 0;

  constructor(
    readonly seed: StoreSeed,
    readonly cal: SeedCalendar,
    readonly orders: number,
    /** Products in the catalogue: the hand-written ones, then generated ones up to this count. */
    readonly productCount = seed.products.length,
  ) {
    this.storeId = seed.key === 'demo' ? DEMO_STORE_ID : OTRA_STORE_ID;
    this.ownerId = seed.key === 'demo' ? DEMO_USER_ID : OTRA_USER_ID;
    this.createdAt = cal.at(seed.createdDaysAgo, 10.25);
  }

  uid(kind: string, ...parts: Array<string | number>): string {
    return stableUuid(`${this.seed.key}:${kind}:${parts.join(':')}`);
  }

  readonly sequences = new Map<string, number>();

  /** Time-ordered id for the high-volume tables (rows are generated oldest first). */
  seqId(kind: string, ...parts: Array<string | number>): string {
    const next = (this.sequences.get(kind) ?? 0) + 1;
    this.sequences.set(kind, next);
    return sequentialUuid(next, `${this.seed.key}:${kind}:${parts.join(':')}`);
  }

  rng(kind: string, ...parts: Array<string | number>): Rng {
    return new Rng(`${this.seed.key}:${kind}:${parts.join(':')}`);
  }

  addCommunication(
    batch: Batch,
    r: Rng,
    c: {
      key: string;
      client: SeededClient;
      orderId: string | null;
      template: string;
      medium: 'email' | 'sms' | 'push' | 'whatsapp';
      subject: string;
      content: string;
      at: Date;
    },
  ): void {
    const at = new Date(Math.min(c.at.getTime(), this.cal.now - 30_000));
    const ageDays = (this.cal.now - at.getTime()) / (24 * HOUR);
    const status =
      ageDays < 0.05
        ? r.weighted([
            ['pending', 40],
            ['sent', 60],
          ] as const)
        : ageDays < 2
          ? r.weighted([
              ['sent', 30],
              ['delivered', 50],
              ['opened', 20],
            ] as const)
          : c.medium === 'email'
            ? r.weighted([
                ['opened', 55],
                ['delivered', 40],
                ['failed', 5],
              ] as const)
            : r.weighted([
                ['delivered', 92],
                ['failed', 8],
              ] as const);
    batch.add('communications', {
      store_id: this.storeId,
      id: this.seqId('communication', c.key),
      client_id: c.client.id,
      order_id: c.orderId,
      subject: c.subject,
      medium: c.medium,
      recipient: c.medium === 'email' ? c.client.email : c.client.phone,
      template: c.template,
      status,
      content: c.content,
      sent_at: at,
    });
  }

  // ----- orders -------------------------------------------------------------------------------

  eligible(offset: number): SeededClient[] {
    let list = this.eligibleCache.get(offset);
    if (!list) {
      list = this.clients.filter(
        (c) =>
          c.status !== 'pending' &&
          c.createdOffset > offset &&
          (c.churnOffset === undefined || offset > c.churnOffset),
      );
      this.eligibleCache.set(offset, list);
    }
    return list;
  }

  membershipAt(client: SeededClient, offset: number): Membership | undefined {
    const m = client.membership;
    if (!m || offset > m.startOffset) return undefined;
    if (m.cancelOffset !== undefined && offset <= m.cancelOffset) return undefined;
    return m;
  }

  /**
   * Orders per day offset (index = offset): growing towards today, with a weekly rhythm. Depends only
   * on the offset (not on today's weekday), so the same orders are generated whatever the date.
   */
  dayCounts(): number[] {
    const days = this.seed.orderDays;
    const today = Math.max(2, Math.round((this.orders / days) * 0.6));
    const rhythm = [1, 1.05, 0.95, 1, 1.1, 0.8, 0.6];
    const weights: number[] = [0];
    for (let d = 1; d < days; d += 1) {
      const growth = 1 + 1.5 * ((days - d) / days);
      weights.push(growth * (rhythm[d % 7] ?? 1));
    }
    const total = weights.reduce((a, b) => a + b, 0);
    const rest = this.orders - today;
    const counts = weights.map((w) => Math.floor((w / total) * rest));
    const remainders = weights
      .map((w, d) => [d, (w / total) * rest - (counts[d] ?? 0)] as const)
      .filter(([d]) => d > 0);
    remainders.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    let missing = rest - counts.reduce((a, b) => a + b, 0);
    for (const [d] of remainders) {
      if (missing <= 0) break;
      counts[d] = (counts[d] ?? 0) + 1;
      missing -= 1;
    }
    counts[0] = today;
    return counts;
  }

  statusFor(r: Rng, offset: number): OrderStatus {
    if (offset === 0)
      return r.weighted([
        ['pending', 65],
        ['draft', 35],
      ] as const);
    if (offset <= 2)
      return r.weighted([
        ['pending', 45],
        ['processing', 35],
        ['draft', 10],
        ['cancelled', 5],
        ['shipped', 5],
      ] as const);
    if (offset <= 6)
      return r.weighted([
        ['processing', 25],
        ['shipped', 55],
        ['delivered', 10],
        ['cancelled', 5],
        ['pending', 5],
      ] as const);
    if (offset <= 13)
      return r.weighted([
        ['shipped', 25],
        ['delivered', 65],
        ['cancelled', 7],
        ['processing', 3],
      ] as const);
    return r.weighted([
      ['delivered', 92.5],
      ['cancelled', 7],
      ['draft', 0.5],
    ] as const);
  }

  shippingCost(commune: string): number {
    let best: number | undefined;
    for (const rule of this.seed.shippingRules) {
      if (rule.active === false || !rule.cities.includes(commune)) continue;
      if (best === undefined || rule.price < best) best = rule.price;
    }
    return best ?? 0;
  }

  /** Members (clients with a membership not cancelled) at the end of the day `offset` days ago. */
  membersAt(offset: number): number {
    let n = 0;
    for (const c of this.clients) {
      const m = c.membership;
      if (m && m.startOffset >= offset && (m.cancelOffset === undefined || m.cancelOffset < offset))
        n += 1;
    }
    return n;
  }
}
