/**
 * Deterministic demo data. Every id, name and amount is the same in every run; dates are day offsets
 * back from "today" (America/Santiago) so the dashboard's recent ranges always show data.
 */
import type { Database, Queryable } from './types.ts';
import { hashPassword } from './passwords.ts';
import { seedPublicSite } from './seed-public-site.ts';
import {
  ADDRESS_NOTES,
  APARTMENTS,
  BANKS,
  COMMUNES,
  DEMO_STORE,
  EMAIL_DOMAINS,
  EMAIL_TEMPLATES,
  FEMALE_NAMES,
  LAST_NAMES,
  MALE_NAMES,
  OTRA_STORE,
  type CommercePlanSeed,
  type Commune,
  type ProductSeed,
  type StoreSeed,
} from './seed-data.ts';
import {
  DEMO_PASSWORD,
  DEMO_STORE_ID,
  DEMO_USER_EMAIL,
  DEMO_USER_ID,
  NUEVA_USER_EMAIL,
  NUEVA_USER_ID,
  OTRA_STORE_ID,
  OTRA_USER_EMAIL,
  OTRA_USER_ID,
  PRO_PLAN_ID,
  STARTER_PLAN_ID,
} from './seed-ids.ts';
import {
  Rng,
  SeedCalendar,
  asciiSlug,
  clp,
  insertRows,
  makeRut,
  sequentialUuid,
  stableToken,
  stableUuid,
  type ColumnTypes,
} from './seed-utils.ts';

export type SeedScale = 'demo' | 'bench' | 'test';

export interface SeedOptions {
  scale: SeedScale;
  /** "Now" for the relative dates (default: the current time). Ids, names and amounts never depend on it. */
  now?: Date;
  /** Progress lines (the CLI passes console.log). */
  log?: (message: string) => void;
  /** Overrides the number of demo-store orders of the scale (experiments). */
  demoOrders?: number;
}

/** Orders of the demo store per scale. */
export const DEMO_ORDER_COUNT: Record<SeedScale, number> = {
  demo: 3000,
  test: 3000,
  bench: 100_000,
};
export const OTRA_ORDER_COUNT = 60;

const HOUR = 3_600_000;
/** Above this many orders a load is "large": deferred secondary indexes, lean detail for old orders. */
const LARGE_LOAD = 10_000;
const LEAN_AFTER_DAYS = 60;
const MINUTE = 60_000;

type Row = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// Column types of the bulk inserts (unnest arrays)

const T = {
  users: {
    id: 'uuid',
    email: 'text',
    password_hash: 'text',
    first_name: 'text',
    last_name: 'text',
    email_verified: 'boolean',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  user_tours: {
    user_id: 'uuid',
    tour_id: 'text',
    visited_at: 'timestamptz',
  },
  pricing_plans: {
    id: 'uuid',
    code: 'text',
    name: 'text',
    description: 'text',
    tier: 'integer',
    price_per_subscriber: 'integer',
    base_price: 'integer',
    periodicity: 'text',
    visible: 'boolean',
    highlighted: 'boolean',
    allow_custom_domain: 'boolean',
    features: 'jsonb',
    sort_order: 'integer',
  },
  stores: {
    id: 'uuid',
    owner_user_id: 'uuid',
    name: 'text',
    subdomain: 'text',
    timezone: 'text',
    published_at: 'timestamptz',
    current_plan_id: 'uuid',
    plan_period: 'text',
    plan_period_start: 'date',
    plan_renewal_date: 'date',
    next_plan_id: 'uuid',
    last_order_number: 'integer',
    external_website: 'text',
    language: 'text',
    currency: 'text',
    address: 'text',
    country: 'text',
    contact_phones: 'jsonb',
    contact_emails: 'jsonb',
    business_hours: 'jsonb',
    social_links: 'jsonb',
    logo_url: 'text',
    primary_color: 'text',
    secondary_color: 'text',
    billing_business_name: 'text',
    billing_rut: 'text',
    billing_industry: 'text',
    billing_address: 'text',
    billing_city: 'text',
    billing_state: 'text',
    billing_zip_code: 'text',
    billing_email: 'text',
    billing_phone: 'text',
    bank_id: 'text',
    bank_account_type: 'text',
    bank_account_number: 'text',
    bank_account_rut: 'text',
    domain_alias: 'text',
    custom_domain: 'text',
    dns_verified: 'boolean',
    ssl_active: 'boolean',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  categories: {
    store_id: 'uuid',
    id: 'uuid',
    parent_id: 'uuid',
    name: 'text',
    description: 'text',
    is_enabled: 'boolean',
    sort_order: 'integer',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  products: {
    store_id: 'uuid',
    id: 'uuid',
    sku: 'text',
    name: 'text',
    description: 'text',
    type: 'text',
    price: 'integer',
    stock: 'integer',
    min_stock: 'integer',
    preparation_days: 'integer',
    category_id: 'uuid',
    status: 'text',
    visible: 'boolean',
    characteristics: 'jsonb',
    benefits: 'jsonb',
    no_shipping_required: 'boolean',
    external_url: 'text',
    renewal_period: 'text',
    delivery_frequency: 'text',
    periodicity: 'text',
    requires_membership: 'boolean',
    archived_at: 'timestamptz',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  pack_items: {
    store_id: 'uuid',
    id: 'uuid',
    pack_id: 'uuid',
    product_id: 'uuid',
    quantity: 'integer',
  },
  commerce_plans: {
    store_id: 'uuid',
    id: 'uuid',
    name: 'text',
    description: 'text',
    price: 'integer',
    delivery_frequency: 'text',
    renewal_period: 'text',
    status: 'text',
    benefits: 'jsonb',
    excluded_benefits: 'jsonb',
    archived_at: 'timestamptz',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  shipping_rules: {
    store_id: 'uuid',
    id: 'uuid',
    type: 'text',
    price: 'integer',
    cities: 'jsonb',
    is_active: 'boolean',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  saved_cards: {
    store_id: 'uuid',
    id: 'uuid',
    card_type: 'text',
    last_four: 'text',
    is_default: 'boolean',
    provider_token: 'text',
    created_at: 'timestamptz',
  },
  store_plan_changes: {
    store_id: 'uuid',
    id: 'uuid',
    from_plan_id: 'uuid',
    to_plan_id: 'uuid',
    kind: 'text',
    status: 'text',
    charge_amount: 'bigint',
    effective_at: 'timestamptz',
    created_at: 'timestamptz',
  },
  store_setup_tasks: {
    store_id: 'uuid',
    id: 'uuid',
    task_key: 'text',
    is_completed: 'boolean',
    disabled: 'boolean',
    completed_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  store_publications: {
    store_id: 'uuid',
    id: 'uuid',
    published_by: 'uuid',
    tasks: 'jsonb',
    published_at: 'timestamptz',
  },
  email_templates: {
    store_id: 'uuid',
    id: 'uuid',
    template_key: 'text',
    name: 'text',
    description: 'text',
    subject: 'text',
    content: 'text',
    variables: 'jsonb',
    updated_at: 'timestamptz',
  },
  clients: {
    store_id: 'uuid',
    id: 'uuid',
    first_name: 'text',
    last_name: 'text',
    email: 'text',
    phone: 'text',
    rut: 'text',
    status: 'text',
    last_login_at: 'timestamptz',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  client_addresses: {
    store_id: 'uuid',
    id: 'uuid',
    client_id: 'uuid',
    type: 'text',
    full_name: 'text',
    phone: 'text',
    street: 'text',
    apartment: 'text',
    city: 'text',
    state: 'text',
    additional_info: 'text',
    is_default: 'boolean',
    created_at: 'timestamptz',
  },
  subscriptions: {
    store_id: 'uuid',
    id: 'uuid',
    client_id: 'uuid',
    type: 'text',
    commerce_plan_id: 'uuid',
    product_id: 'uuid',
    parent_subscription_id: 'uuid',
    name: 'text',
    status: 'text',
    start_date: 'date',
    next_billing_date: 'date',
    price: 'integer',
    quantity: 'integer',
    shipping_address_id: 'uuid',
    cancelled_at: 'timestamptz',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  orders: {
    store_id: 'uuid',
    id: 'uuid',
    order_number: 'integer',
    public_id: 'text',
    client_id: 'uuid',
    client_name: 'text',
    client_email: 'text',
    subscription_id: 'uuid',
    status: 'text',
    subtotal_amount: 'bigint',
    shipping_cost: 'bigint',
    total_amount: 'bigint',
    payment_method: 'text',
    requires_shipping: 'boolean',
    payment_locked_on_order_id: 'uuid',
    shipping_address_id: 'uuid',
    billing_address_id: 'uuid',
    paid_at: 'timestamptz',
    cancelled_at: 'timestamptz',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  order_items: {
    store_id: 'uuid',
    id: 'uuid',
    order_id: 'uuid',
    item_type: 'text',
    product_id: 'uuid',
    commerce_plan_id: 'uuid',
    name: 'text',
    sku: 'text',
    price: 'integer',
    quantity: 'integer',
    sort_order: 'integer',
  },
  order_history: {
    store_id: 'uuid',
    id: 'uuid',
    order_id: 'uuid',
    type: 'text',
    status: 'text',
    description: 'text',
    user_name: 'text',
    details: 'text',
    created_at: 'timestamptz',
  },
  order_shipments: {
    store_id: 'uuid',
    id: 'uuid',
    order_id: 'uuid',
    status: 'text',
    carrier: 'text',
    tracking_number: 'text',
    estimated_delivery_start: 'date',
    estimated_delivery_end: 'date',
    notes: 'text',
    message: 'text',
    send_email: 'boolean',
    shipped_at: 'timestamptz',
    delivered_at: 'timestamptz',
    created_at: 'timestamptz',
  },
  payments: {
    store_id: 'uuid',
    id: 'uuid',
    order_id: 'uuid',
    status: 'text',
    method: 'text',
    card_type: 'text',
    last_four: 'text',
    authorization_code: 'text',
    bank: 'text',
    account_number: 'text',
    transaction_id: 'text',
    amount: 'bigint',
    fee_amount: 'bigint',
    created_at: 'timestamptz',
    paid_at: 'timestamptz',
  },
  communications: {
    store_id: 'uuid',
    id: 'uuid',
    client_id: 'uuid',
    order_id: 'uuid',
    subject: 'text',
    medium: 'text',
    recipient: 'text',
    template: 'text',
    status: 'text',
    content: 'text',
    sent_at: 'timestamptz',
  },
  client_history: {
    store_id: 'uuid',
    id: 'uuid',
    client_id: 'uuid',
    type: 'text',
    details: 'text',
    created_at: 'timestamptz',
  },
  invoices: {
    store_id: 'uuid',
    id: 'uuid',
    period: 'text',
    number: 'integer',
    amount: 'bigint',
    status: 'text',
    issued_on: 'date',
    plan_id: 'uuid',
    subscribers: 'integer',
    created_at: 'timestamptz',
  },
  account_transactions: {
    store_id: 'uuid',
    id: 'uuid',
    statement: 'text',
    occurred_at: 'timestamptz',
    description: 'text',
    movement_type: 'text',
    amount: 'bigint',
    balance_after: 'bigint',
    category: 'text',
    reference: 'text',
    created_at: 'timestamptz',
  },
  system_components: {
    id: 'text',
    name: 'text',
    description: 'text',
    icon: 'text',
    status: 'text',
    sort_order: 'integer',
  },
  system_incidents: {
    id: 'uuid',
    component_id: 'text',
    title: 'text',
    description: 'text',
    status: 'text',
    started_at: 'timestamptz',
    resolved_at: 'timestamptz',
    created_at: 'timestamptz',
  },
  leads: {
    id: 'uuid',
    full_name: 'text',
    sector: 'text',
    email: 'text',
    phone: 'text',
    created_at: 'timestamptz',
  },
} satisfies Record<string, ColumnTypes>;

type TableName = keyof typeof T;

/** Rows waiting to be inserted, flushed table by table in foreign-key order. */
class Batch {
  private readonly rows = new Map<TableName, Row[]>();

  constructor(private readonly order: TableName[]) {}

  add(table: TableName, row: Row): void {
    let list = this.rows.get(table);
    if (!list) {
      list = [];
      this.rows.set(table, list);
    }
    list.push(row);
  }

  count(table: TableName): number {
    return this.rows.get(table)?.length ?? 0;
  }

  async flush(db: Queryable, counts: Map<string, number>): Promise<void> {
    for (const table of this.order) {
      const list = this.rows.get(table);
      if (!list?.length) continue;
      await insertRows(db, table, T[table], list);
      counts.set(table, (counts.get(table) ?? 0) + list.length);
      this.rows.set(table, []);
    }
  }
}

const TABLE_ORDER: TableName[] = [
  'users',
  'user_tours',
  'pricing_plans',
  'stores',
  'system_components',
  'system_incidents',
  'leads',
  'categories',
  'products',
  'pack_items',
  'commerce_plans',
  'shipping_rules',
  'saved_cards',
  'store_plan_changes',
  'store_setup_tasks',
  'store_publications',
  'email_templates',
  'clients',
  'client_addresses',
  'subscriptions',
  'orders',
  'order_items',
  'payments',
  'order_history',
  'order_shipments',
  'communications',
  'client_history',
  'invoices',
  'account_transactions',
];

// ---------------------------------------------------------------------------------------------
// Platform data

const PRICING_PLANS = [
  {
    id: STARTER_PLAN_ID,
    code: 'starter',
    name: 'Starter',
    tier: 1,
    price_per_subscriber: 1590,
    base_price: null,
    description:
      'Para tiendas que están comenzando: pagas solo por tus suscriptores activos, sin mínimo mensual.',
    periodicity: 'monthly',
    visible: true,
    highlighted: false,
    allow_custom_domain: false,
    sort_order: 1,
    features: [
      { label: 'Suscriptores y productos ilimitados', included: true, help: null },
      { label: 'Tienda con subdominio propio', included: true, help: 'tu-tienda.plataforma.cl' },
      { label: 'Pagos con Webpay y transferencia', included: true, help: null },
      { label: 'Panel de métricas y reportes', included: true, help: null },
      { label: 'Soporte por correo', included: true, help: 'Respuesta en 24 horas' },
      { label: 'Dominio personalizado', included: false, help: 'Disponible en el Plan Pro' },
      {
        label: 'Soporte por WhatsApp y teléfono',
        included: false,
        help: 'Disponible en el Plan Pro',
      },
    ],
  },
  {
    id: PRO_PLAN_ID,
    code: 'pro',
    name: 'Pro',
    tier: 2,
    price_per_subscriber: 990,
    base_price: 500_000,
    description:
      'Para negocios consolidados: menor costo por suscriptor, dominio propio y soporte prioritario.',
    periodicity: 'monthly',
    visible: true,
    highlighted: true,
    allow_custom_domain: true,
    sort_order: 2,
    features: [
      { label: 'Suscriptores y productos ilimitados', included: true, help: null },
      { label: 'Tienda con subdominio propio', included: true, help: null },
      { label: 'Pagos con Webpay y transferencia', included: true, help: null },
      { label: 'Panel de métricas y reportes', included: true, help: null },
      { label: 'Soporte por correo', included: true, help: 'Respuesta en 24 horas' },
      { label: 'Dominio personalizado', included: true, help: 'Conecta www.tutienda.cl' },
      {
        label: 'Soporte por WhatsApp y teléfono',
        included: true,
        help: 'Lunes a viernes de 09:00 a 18:00',
      },
    ],
  },
] as const;

const PLAN_BY_CODE = { starter: PRICING_PLANS[0], pro: PRICING_PLANS[1] } as const;

function platformCost(code: 'starter' | 'pro', subscribers: number): number {
  const plan = PLAN_BY_CODE[code];
  const usage = subscribers * plan.price_per_subscriber;
  return plan.base_price === null ? usage : Math.max(plan.base_price, usage);
}

function seedPlatform(batch: Batch, cal: SeedCalendar): void {
  for (const plan of PRICING_PLANS) batch.add('pricing_plans', { ...plan });
  const components = [
    ['api', 'API', 'Servicios de la plataforma', 'Server'],
    ['database', 'Base de datos', 'Almacenamiento de tiendas, productos y órdenes', 'Database'],
    ['payments', 'Pagos', 'Procesador de pagos con tarjeta', 'CreditCard'],
    ['storefront', 'Tiendas y sitio web', 'Sitio público y tiendas de los comercios', 'Globe'],
  ] as const;
  components.forEach(([id, name, description, icon], i) =>
    batch.add('system_components', {
      id,
      name,
      description,
      icon,
      status: 'operational',
      sort_order: i + 1,
    }),
  );
  const incidents = [
    [
      'payments',
      12,
      'Lentitud en la confirmación de pagos',
      'Algunas confirmaciones de Webpay tardaron hasta 10 minutos. Los pagos se registraron correctamente.',
      1.5,
    ],
    [
      'database',
      27,
      'Mantención programada de la base de datos',
      'Ventana de mantención de 02:00 a 02:30. Sin pérdida de datos.',
      0.5,
    ],
    [
      'api',
      55,
      'Intermitencia en el inicio de sesión',
      'Un certificado vencido impidió iniciar sesión a algunos usuarios durante 40 minutos.',
      0.7,
    ],
  ] as const;
  for (const [component, daysAgo, title, description, hours] of incidents) {
    const started = cal.at(daysAgo, 2 + (daysAgo % 7));
    batch.add('system_incidents', {
      id: stableUuid(`incident:${title}`),
      component_id: component,
      title,
      description,
      status: 'resolved',
      started_at: started,
      resolved_at: new Date(started.getTime() + hours * HOUR),
      created_at: started,
    });
  }
  const leads = [
    ['Francisca Olivares', 'Alimentación', 'francisca@granjaolivares.cl', '+56 9 6123 4455', 3],
    ['Rodrigo Paredes', 'Belleza', 'rodrigo@cosmeticanatural.cl', '+56 9 7788 1020', 9],
    ['Antonia Bustamante', 'Salud', 'antonia.bustamante@vitalbox.cl', '+56 9 5566 7788', 16],
  ] as const;
  for (const [full_name, sector, email, phone, daysAgo] of leads) {
    batch.add('leads', {
      id: stableUuid(`lead:${email}`),
      full_name,
      sector,
      email,
      phone,
      created_at: cal.at(daysAgo, 11.5),
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Store generation

interface SeededProduct extends ProductSeed {
  id: string;
  isPack: boolean;
}

interface SeededPlan extends CommercePlanSeed {
  id: string;
}

interface Membership {
  id: string;
  plan: SeededPlan;
  startOffset: number;
  /** Offset of the cancellation day (undefined = not cancelled). */
  cancelOffset: number | undefined;
  status: 'active' | 'paused' | 'cancelled';
  included: Array<{ product: SeededProduct; quantity: number }>;
}

interface SeededClient {
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

type OrderKind = 'plan' | 'pack' | 'products';
type OrderStatus = 'draft' | 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

interface ForcedOrder {
  clientId?: string;
  kind?: OrderKind;
  status?: OrderStatus;
  lockedOnSlot?: string;
}

const STATUS_LABEL: Record<OrderStatus, string> = {
  draft: 'Borrador',
  pending: 'Pendiente',
  processing: 'En Proceso',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

const CARRIERS = [
  ['starken', 35, 'Starken'],
  ['chilexpress', 30, 'Chilexpress'],
  ['bluexpress', 20, 'Blue Express'],
  ['correoschile', 10, 'CorreosChile'],
  ['other', 5, 'Reparto propio'],
] as const;

const PERIOD_DAYS = {
  monthly: 30,
  bimonthly: 61,
  quarterly: 91,
  semiannual: 182,
  annual: 365,
} as const;

const MONTHS_ES = [
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

function monthLabel(period: string): string {
  const [y, m] = period.split('-');
  return `${MONTHS_ES[Number(m) - 1]} ${y}`;
}

function ddmmyyyy(ymd: string): string {
  const [y, m, d] = ymd.split('-');
  return `${d}-${m}-${y}`;
}

class StoreGenerator {
  readonly storeId: string;
  readonly ownerId: string;
  private readonly products: SeededProduct[] = [];
  private readonly productByKey = new Map<string, SeededProduct>();
  private readonly plans: SeededPlan[] = [];
  private readonly clients: SeededClient[] = [];
  private readonly eligibleCache = new Map<number, SeededClient[]>();
  private readonly paidOrders: PaidOrder[] = [];
  private readonly createdAt: Date;
  orderCount = 0;

  constructor(
    private readonly seed: StoreSeed,
    private readonly cal: SeedCalendar,
    private readonly orders: number,
  ) {
    this.storeId = seed.key === 'demo' ? DEMO_STORE_ID : OTRA_STORE_ID;
    this.ownerId = seed.key === 'demo' ? DEMO_USER_ID : OTRA_USER_ID;
    this.createdAt = cal.at(seed.createdDaysAgo, 10.25);
  }

  private uid(kind: string, ...parts: Array<string | number>): string {
    return stableUuid(`${this.seed.key}:${kind}:${parts.join(':')}`);
  }

  private readonly sequences = new Map<string, number>();

  /** Time-ordered id for the high-volume tables (rows are generated oldest first). */
  private seqId(kind: string, ...parts: Array<string | number>): string {
    const next = (this.sequences.get(kind) ?? 0) + 1;
    this.sequences.set(kind, next);
    return sequentialUuid(next, `${this.seed.key}:${kind}:${parts.join(':')}`);
  }

  private rng(kind: string, ...parts: Array<string | number>): Rng {
    return new Rng(`${this.seed.key}:${kind}:${parts.join(':')}`);
  }

  // ----- store, settings, catalogue ------------------------------------------------------------

  seedStore(batch: Batch): void {
    const s = this.seed;
    const cal = this.cal;
    const publishedAt = s.published ? cal.at(s.createdDaysAgo - 12, 16.5) : null;
    const planId = PLAN_BY_CODE[s.planCode].id;
    batch.add('stores', {
      id: this.storeId,
      owner_user_id: this.ownerId,
      name: s.name,
      subdomain: s.subdomain,
      timezone: 'America/Santiago',
      published_at: publishedAt,
      current_plan_id: planId,
      plan_period: 'monthly',
      plan_period_start: cal.ymd(cal.monthStartOffset(0)),
      plan_renewal_date: cal.ymd(cal.monthStartOffset(-1)),
      next_plan_id: null,
      last_order_number: 1000 + this.orders,
      external_website: s.externalWebsite,
      language: 'es',
      currency: 'CLP',
      address: s.address,
      country: 'Chile',
      contact_phones: s.phones.map((number, i) => ({ number, isDefault: i === 0 })),
      contact_emails: s.emails.map((email, i) => ({ email, isDefault: i === 0 })),
      business_hours:
        s.key === 'demo'
          ? [
              { days: 'Lunes a Viernes', startTime: '09:00', endTime: '19:00' },
              { days: 'Sábado', startTime: '10:00', endTime: '14:00' },
            ]
          : [{ days: 'Lunes a Viernes', startTime: '08:30', endTime: '17:30' }],
      social_links: s.social,
      logo_url: null,
      primary_color: s.key === 'demo' ? '#7C4A2D' : '#2F855A',
      secondary_color: s.key === 'demo' ? '#C08552' : '#68D391',
      billing_business_name: s.billing?.businessName ?? null,
      billing_rut: s.billing?.rut ?? null,
      billing_industry: s.billing?.industry ?? null,
      billing_address: s.billing?.address ?? null,
      billing_city: s.billing?.city ?? null,
      billing_state: s.billing?.state ?? null,
      billing_zip_code: s.billing?.zipCode ?? null,
      billing_email: s.billing?.email ?? null,
      billing_phone: s.billing?.phone ?? null,
      bank_id: s.bank?.bankId ?? null,
      bank_account_type: s.bank?.accountType ?? null,
      bank_account_number: s.bank?.accountNumber ?? null,
      bank_account_rut: s.bank?.rut ?? null,
      domain_alias: s.alias,
      custom_domain: s.customDomain,
      dns_verified: s.customDomain !== null,
      ssl_active: s.customDomain !== null,
      created_at: this.createdAt,
      updated_at: cal.at(3, 15),
    });

    batch.add('store_plan_changes', {
      store_id: this.storeId,
      id: this.uid('plan-change', 0),
      from_plan_id: null,
      to_plan_id: planId,
      kind: 'initial',
      status: 'applied',
      charge_amount: 0,
      effective_at: this.createdAt,
      created_at: this.createdAt,
    });

    const taskKeys = ['bank_account', 'contact', 'billing', 'products', 'payment_card'] as const;
    for (const key of taskKeys) {
      const done = s.setupDone[key];
      batch.add('store_setup_tasks', {
        store_id: this.storeId,
        id: this.uid('setup-task', key),
        task_key: key,
        is_completed: done,
        disabled: false,
        completed_at: done ? cal.at(s.createdDaysAgo - 5, 12) : null,
        updated_at: cal.at(s.createdDaysAgo - 5, 12),
      });
    }
    if (publishedAt) {
      batch.add('store_publications', {
        store_id: this.storeId,
        id: this.uid('publication', 0),
        published_by: this.ownerId,
        tasks: taskKeys.map((id) => ({ id, isCompleted: true })),
        published_at: publishedAt,
      });
    }
    s.cards.forEach((card, i) =>
      batch.add('saved_cards', {
        store_id: this.storeId,
        id: this.uid('card', i),
        card_type: card.cardType,
        last_four: card.lastFour,
        is_default: card.isDefault,
        provider_token: `tbk_oneclick_${stableToken(`${s.key}:card:${i}`).slice(0, 20)}`,
        created_at: cal.at(s.createdDaysAgo - 4 + i, 13),
      }),
    );
    for (const template of EMAIL_TEMPLATES) {
      batch.add('email_templates', {
        store_id: this.storeId,
        id: this.uid('template', template.key),
        template_key: template.key,
        name: template.name,
        description: template.description,
        subject: template.subject,
        content: template.content,
        variables: template.variables,
        updated_at: this.createdAt,
      });
    }
    s.shippingRules.forEach((rule, i) =>
      batch.add('shipping_rules', {
        store_id: this.storeId,
        id: this.uid('shipping-rule', i),
        type: 'fixed_price',
        price: rule.price,
        cities: rule.cities,
        is_active: rule.active !== false,
        created_at: cal.at(s.createdDaysAgo - 3, 11 + i),
        updated_at: cal.at(s.createdDaysAgo - 3, 11 + i),
      }),
    );
  }

  seedCatalogue(batch: Batch): void {
    const s = this.seed;
    const cal = this.cal;
    const categoryIds = new Map<string, string>();
    const catCreated = cal.at(s.createdDaysAgo - 1, 11);
    s.categories.forEach((root, i) => {
      const id = this.uid('category', root.key);
      categoryIds.set(root.key, id);
      batch.add('categories', {
        store_id: this.storeId,
        id,
        parent_id: null,
        name: root.name,
        description: root.description,
        is_enabled: root.enabled !== false,
        sort_order: i,
        created_at: catCreated,
        updated_at: catCreated,
      });
    });
    for (const root of s.categories) {
      (root.children ?? []).forEach((child, j) => {
        const id = this.uid('category', child.key);
        categoryIds.set(child.key, id);
        batch.add('categories', {
          store_id: this.storeId,
          id,
          parent_id: categoryIds.get(root.key),
          name: child.name,
          description: child.description,
          is_enabled: child.enabled !== false,
          sort_order: j,
          created_at: catCreated,
          updated_at: catCreated,
        });
      });
    }

    s.products.forEach((p, i) => {
      const r = this.rng('product', p.key);
      const id = this.uid('product', p.key);
      const isPack = Boolean(p.items);
      const product: SeededProduct = { ...p, id, isPack };
      this.products.push(product);
      this.productByKey.set(p.key, product);
      const created = cal.at(s.createdDaysAgo - 1 - Math.floor(i / 6), 9 + r.next() * 9);
      const archivedAt = p.archived ? cal.at(r.int(40, 120), 12) : null;
      batch.add('products', {
        store_id: this.storeId,
        id,
        sku: p.sku,
        name: p.name,
        description: p.description,
        type: isPack ? 'pack' : 'product',
        price: p.price,
        stock: p.stock,
        min_stock: p.minStock,
        preparation_days: p.preparationDays ?? 0,
        category_id: p.category ? (categoryIds.get(p.category) ?? null) : null,
        status: p.archived ? 'archived' : 'active',
        visible: !p.hidden && !p.archived,
        characteristics: p.characteristics ?? [],
        benefits: p.benefits ?? [],
        no_shipping_required: p.noShipping === true,
        external_url: s.externalWebsite
          ? `/productos/${asciiSlug(p.name.replace(/\s+/g, '-'))}`
          : null,
        renewal_period: p.renewalPeriod ?? null,
        delivery_frequency: p.deliveryFrequency ?? null,
        periodicity: p.periodicity ?? p.deliveryFrequency ?? null,
        requires_membership: p.requiresMembership === true,
        archived_at: archivedAt,
        created_at: created,
        updated_at: archivedAt ?? cal.at(r.int(1, 30), 10 + r.next() * 8),
      });
      for (const [itemKey, quantity] of p.items ?? []) {
        batch.add('pack_items', {
          store_id: this.storeId,
          id: this.uid('pack-item', p.key, itemKey),
          pack_id: id,
          product_id: this.uid('product', itemKey),
          quantity,
        });
      }
    });

    s.plans.forEach((plan, i) => {
      const id = this.uid('commerce-plan', plan.key);
      this.plans.push({ ...plan, id });
      const created = cal.at(s.createdDaysAgo - 2, 10 + i);
      const archivedAt = plan.archived ? cal.at(150, 12) : null;
      batch.add('commerce_plans', {
        store_id: this.storeId,
        id,
        name: plan.name,
        description: plan.description,
        price: plan.price,
        delivery_frequency: plan.deliveryFrequency,
        renewal_period: plan.renewalPeriod,
        status: plan.archived ? 'archived' : 'active',
        benefits: plan.benefits,
        excluded_benefits: plan.excludedBenefits,
        archived_at: archivedAt,
        created_at: created,
        updated_at: archivedAt ?? created,
      });
    });
  }

  // ----- clients ------------------------------------------------------------------------------

  seedClients(batch: Batch): void {
    const s = this.seed;
    const cal = this.cal;
    const usedEmails = new Set<string>();
    const communeByName = new Map(COMMUNES.map((c) => [c.name, c]));
    const communePairs = s.communes.map(([name, weight]) => {
      const commune = communeByName.get(name);
      if (!commune) throw new Error(`Unknown commune ${name}`);
      return [commune, weight] as const;
    });
    const recurring = this.products.filter(
      (p) => p.recurring && !p.isPack && !p.archived && !p.hidden,
    );
    const packs = this.products.filter((p) => p.isPack && !p.archived && !p.hidden);
    const activePlans = this.plans.filter((p) => !p.archived);
    const maxOffset = s.createdDaysAgo - 2;

    for (let i = 0; i < s.clients; i += 1) {
      const r = this.rng('client', i);
      const female = r.chance(0.52);
      const firstName = r.pick(female ? FEMALE_NAMES : MALE_NAMES);
      const last1 = r.pick(LAST_NAMES);
      const lastName = r.chance(0.6) ? `${last1} ${r.pick(LAST_NAMES)}` : last1;
      const fullName = `${firstName} ${lastName}`;
      const f = asciiSlug(firstName);
      const l = asciiSlug(last1);
      const pattern = r.int(0, 3);
      let local =
        pattern === 0
          ? `${f}.${l}`
          : pattern === 1
            ? `${f}${l}${r.int(10, 99)}`
            : pattern === 2
              ? `${f[0]}${l}`
              : `${f}_${l}`;
      const domain = r.weighted(EMAIL_DOMAINS.map(([d, w]) => [d, w] as const));
      let email = `${local}@${domain}`;
      for (let n = 2; usedEmails.has(email); n += 1) {
        local = `${local}${n}`;
        email = `${local}@${domain}`;
      }
      usedEmails.add(email);
      const phone = `+569${r.int(2, 9)}${r.digits(7)}`;
      const rut = makeRut(r.int(8_000_000, 24_999_999));

      const createdOffset =
        i < s.earlyClients
          ? r.int(s.orderDays + 1, maxOffset)
          : Math.min(s.orderDays, Math.floor(s.orderDays * r.next() ** 1.25));
      let status: SeededClient['status'] = 'active';
      if (i >= s.earlyClients && createdOffset <= 20 && r.chance(0.45)) status = 'pending';
      else if (createdOffset > 75 && r.chance(0.14)) status = 'inactive';
      // the first clients are always active (stable examples for tests and journeys)
      if (i < 3) status = 'active';
      const churnOffset = status === 'inactive' ? r.int(20, createdOffset - 45) : undefined;
      const created = cal.at(createdOffset, 8 + r.next() * 14);
      const id = this.uid('client', i);

      // addresses
      const commune = r.weighted(communePairs);
      const shippingAddressId = this.uid('address', i, 'shipping');
      const street = `${r.pick(commune.streets)} ${r.int(100, 9800)}`;
      const apartment = r.chance(0.4) ? r.pick(APARTMENTS) : null;
      batch.add('client_addresses', {
        store_id: this.storeId,
        id: shippingAddressId,
        client_id: id,
        type: 'shipping',
        full_name: fullName,
        phone,
        street,
        apartment,
        city: commune.name,
        state: commune.region,
        additional_info: r.chance(0.3) ? r.pick(ADDRESS_NOTES) : null,
        is_default: true,
        created_at: new Date(created.getTime() + 4 * MINUTE),
      });
      if (r.chance(0.2)) {
        const work = r.weighted(communePairs);
        batch.add('client_addresses', {
          store_id: this.storeId,
          id: this.uid('address', i, 'shipping-2'),
          client_id: id,
          type: 'shipping',
          full_name: fullName,
          phone,
          street: `${r.pick(work.streets)} ${r.int(100, 9800)}`,
          apartment: r.chance(0.6) ? r.pick(APARTMENTS) : null,
          city: work.name,
          state: work.region,
          additional_info: 'Dirección de la oficina',
          is_default: false,
          created_at: cal.at(Math.max(0, createdOffset - r.int(5, 60)), 12),
        });
      }
      let billingAddressId: string | null = null;
      if (r.chance(0.55)) {
        billingAddressId = this.uid('address', i, 'billing');
        batch.add('client_addresses', {
          store_id: this.storeId,
          id: billingAddressId,
          client_id: id,
          type: 'billing',
          full_name: fullName,
          phone,
          street,
          apartment,
          city: commune.name,
          state: commune.region,
          additional_info: null,
          is_default: true,
          created_at: new Date(created.getTime() + 5 * MINUTE),
        });
      }

      const lastLogin =
        status === 'pending'
          ? null
          : status === 'inactive'
            ? cal.at((churnOffset ?? 30) + r.int(0, 10), 9 + r.next() * 12)
            : cal.at(r.int(0, Math.min(20, createdOffset)), 8 + r.next() * 14);
      batch.add('clients', {
        store_id: this.storeId,
        id,
        first_name: firstName,
        last_name: lastName,
        email,
        phone,
        rut,
        status,
        last_login_at: lastLogin,
        created_at: created,
        updated_at: lastLogin ?? created,
      });

      const client: SeededClient = {
        id,
        firstName,
        lastName,
        fullName,
        email,
        phone,
        status,
        createdOffset,
        churnOffset,
        commune,
        shippingAddressId,
        billingAddressId,
        membership: undefined,
      };
      this.clients.push(client);

      // welcome e-mail
      this.addCommunication(batch, r, {
        key: `welcome:${i}`,
        client,
        orderId: null,
        template: 'bienvenida',
        medium: 'email',
        subject: `¡Bienvenido/a a ${s.name}!`,
        content: `<p>Hola ${firstName},</p><p>Te damos la bienvenida a ${s.name}. Desde tu cuenta puedes revisar tus suscripciones y pedidos.</p>`,
        at: new Date(created.getTime() + 2 * MINUTE),
      });
      if (status === 'pending') continue;

      // subscriptions
      const history = (type: string, details: string, at: Date, n: number) =>
        batch.add('client_history', {
          store_id: this.storeId,
          id: this.seqId('history', i, type, n),
          client_id: id,
          type,
          details,
          created_at: at,
        });

      const startOffset = Math.max(0, createdOffset - r.int(0, 3));
      const shippingFor = () => (r.chance(0.92) ? shippingAddressId : null);
      if (r.chance(0.85) || i < 3) {
        let plan = r.weighted(this.plans.map((p) => [p, p.weight] as const));
        if (plan.archived && startOffset < 160)
          plan = r.weighted(activePlans.map((p) => [p, p.weight] as const));
        const cancelOffset = status === 'inactive' ? churnOffset : undefined;
        const subStatus: Membership['status'] =
          status === 'inactive' ? 'cancelled' : r.chance(0.1) && i >= 3 ? 'paused' : 'active';
        const membershipId = this.uid('subscription', i, 'plan');
        const included = r
          .sample(recurring, r.chance(0.6) ? 1 : 2)
          .map((product) => ({ product, quantity: r.chance(0.2) ? 2 : 1 }));
        const membership: Membership = {
          id: membershipId,
          plan,
          startOffset,
          cancelOffset,
          status: subStatus,
          included,
        };
        client.membership = membership;
        const period = PERIOD_DAYS[plan.renewalPeriod];
        const nextBilling =
          subStatus === 'active' ? cal.ymd(-(period - (startOffset % period))) : null;
        const startAt = cal.at(startOffset, 9 + r.next() * 10);
        const cancelledAt =
          cancelOffset !== undefined ? cal.at(cancelOffset, 10 + r.next() * 8) : null;
        const address = shippingAddressId;
        batch.add('subscriptions', {
          store_id: this.storeId,
          id: membershipId,
          client_id: id,
          type: 'store_client_plan',
          commerce_plan_id: plan.id,
          product_id: null,
          parent_subscription_id: null,
          name: plan.name,
          status: subStatus,
          start_date: cal.ymd(startOffset),
          next_billing_date: nextBilling,
          price: plan.price,
          quantity: 1,
          shipping_address_id: address,
          cancelled_at: cancelledAt,
          created_at: startAt,
          updated_at: cancelledAt ?? startAt,
        });
        history(
          'subscription_created',
          `Se suscribió a ${plan.name} (${clp(plan.price)})`,
          startAt,
          0,
        );
        included.forEach(({ product, quantity }, k) => {
          const addOffset = Math.max(0, startOffset - (k === 0 ? 0 : r.int(0, 20)));
          const addedAt = cal.at(addOffset, 10 + r.next() * 8);
          batch.add('subscriptions', {
            store_id: this.storeId,
            id: this.uid('subscription', i, 'included', k),
            client_id: id,
            type: 'product',
            commerce_plan_id: null,
            product_id: product.id,
            parent_subscription_id: membershipId,
            name: product.name,
            status: subStatus,
            start_date: cal.ymd(addOffset),
            next_billing_date: nextBilling,
            price: product.price,
            quantity,
            shipping_address_id: address,
            cancelled_at: cancelledAt,
            created_at: addedAt,
            updated_at: cancelledAt ?? addedAt,
          });
          history('product_added', `Agregó ${product.name} a su suscripción`, addedAt, k);
          if (quantity > 1) {
            const changedOffset = Math.max(0, addOffset - r.int(1, 30));
            history(
              'quantity_changed',
              `Cambió la cantidad de ${product.name} de 1 a ${quantity}`,
              cal.at(changedOffset, 12 + r.next() * 6),
              k,
            );
          }
        });
        if (r.chance(0.12)) {
          const removed = r.pick(recurring);
          const removedOffset = Math.max(0, startOffset - r.int(5, 60));
          history(
            'product_removed',
            `Quitó ${removed.name} de su suscripción`,
            cal.at(removedOffset, 19),
            0,
          );
        }
        if (cancelledAt)
          history('subscription_cancelled', `Canceló la suscripción ${plan.name}`, cancelledAt, 0);
        if (subStatus === 'active') {
          const reminderOffset = (startOffset % period) + 3;
          if (reminderOffset <= startOffset) {
            const renewal = cal.ymd(reminderOffset - 3);
            this.addCommunication(batch, r, {
              key: `renewal:${i}`,
              client,
              orderId: null,
              template: 'renovacion_suscripcion',
              medium: 'email',
              subject: `Tu suscripción ${plan.name} se renueva el ${ddmmyyyy(renewal)}`,
              content: `<p>Hola ${firstName},</p><p>Tu suscripción <strong>${plan.name}</strong> se renovará el ${ddmmyyyy(renewal)} por ${clp(plan.price)}.</p>`,
              at: cal.at(reminderOffset, 9),
            });
          }
        }
      } else {
        // recurring products without a membership
        r.sample(recurring, r.chance(0.5) ? 1 : 2).forEach((product, k) => {
          const subStatus = status === 'inactive' ? 'cancelled' : 'active';
          const addedAt = cal.at(startOffset, 10 + r.next() * 8);
          const period =
            product.periodicity === 'weekly' ? 7 : product.periodicity === 'biweekly' ? 14 : 30;
          const cancelledAt = status === 'inactive' ? cal.at(churnOffset ?? 20, 11) : null;
          batch.add('subscriptions', {
            store_id: this.storeId,
            id: this.uid('subscription', i, 'product', k),
            client_id: id,
            type: 'product',
            commerce_plan_id: null,
            product_id: product.id,
            parent_subscription_id: null,
            name: product.name,
            status: subStatus,
            start_date: cal.ymd(startOffset),
            next_billing_date:
              subStatus === 'active' ? cal.ymd(-(period - (startOffset % period))) : null,
            price: product.price,
            quantity: 1,
            shipping_address_id: shippingFor(),
            cancelled_at: cancelledAt,
            created_at: addedAt,
            updated_at: cancelledAt ?? addedAt,
          });
          history('subscription_created', `Se suscribió a ${product.name}`, addedAt, k + 1);
          if (cancelledAt)
            history(
              'subscription_cancelled',
              `Canceló la suscripción de ${product.name}`,
              cancelledAt,
              k + 1,
            );
        });
      }
      if (r.chance(0.25) && packs.length) {
        const choices = packs.filter((p) => !p.requiresMembership || client.membership);
        const pack = r.pick(choices);
        const packOffset = Math.max(0, startOffset - r.int(0, 90));
        const cancelled = status === 'inactive' || r.chance(0.15);
        const cancelOffset =
          status === 'inactive' ? (churnOffset ?? 20) : Math.max(0, packOffset - r.int(10, 60));
        const addedAt = cal.at(packOffset, 11 + r.next() * 8);
        const cancelledAt = cancelled ? cal.at(Math.min(cancelOffset, packOffset), 18) : null;
        const period = PERIOD_DAYS[pack.renewalPeriod ?? 'monthly'];
        batch.add('subscriptions', {
          store_id: this.storeId,
          id: this.uid('subscription', i, 'pack'),
          client_id: id,
          type: 'pack',
          commerce_plan_id: null,
          product_id: pack.id,
          parent_subscription_id: null,
          name: pack.name,
          status: cancelled ? 'cancelled' : 'active',
          start_date: cal.ymd(packOffset),
          next_billing_date: cancelled ? null : cal.ymd(-(period - (packOffset % period))),
          price: pack.price,
          quantity: r.chance(0.15) ? 2 : 1,
          shipping_address_id: shippingFor(),
          cancelled_at: cancelledAt,
          created_at: addedAt,
          updated_at: cancelledAt ?? addedAt,
        });
        history('subscription_created', `Se suscribió al ${pack.name}`, addedAt, 9);
        if (cancelledAt)
          history('subscription_cancelled', `Canceló el ${pack.name}`, cancelledAt, 9);
      }
      const logins = status === 'active' ? r.int(2, 6) : r.int(1, 2);
      const lastLoginOffset = this.cal.offsetOf((lastLogin ?? created).getTime());
      for (let k = 0; k < logins; k += 1) {
        const offset = k === 0 ? lastLoginOffset : r.int(lastLoginOffset, createdOffset);
        const device = r.pick([
          'Chrome en Windows',
          'Safari en iPhone',
          'Chrome en Android',
          'Safari en Mac',
          'Firefox en Linux',
        ]);
        history(
          'login',
          `Inicio de sesión desde ${device}`,
          k === 0 && lastLogin ? lastLogin : cal.at(offset, 8 + r.next() * 14),
          k,
        );
      }
    }
  }

  private addCommunication(
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

  private eligible(offset: number): SeededClient[] {
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

  private membershipAt(client: SeededClient, offset: number): Membership | undefined {
    const m = client.membership;
    if (!m || offset > m.startOffset) return undefined;
    if (m.cancelOffset !== undefined && offset <= m.cancelOffset) return undefined;
    return m;
  }

  /**
   * Orders per day offset (index = offset): growing towards today, with a weekly rhythm. Depends only
   * on the offset (not on today's weekday), so the same orders are generated whatever the date.
   */
  private dayCounts(): number[] {
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

  private statusFor(r: Rng, offset: number): OrderStatus {
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

  private shippingCost(commune: string): number {
    let best: number | undefined;
    for (const rule of this.seed.shippingRules) {
      if (rule.active === false || !rule.cities.includes(commune)) continue;
      if (best === undefined || rule.price < best) best = rule.price;
    }
    return best ?? 0;
  }

  async seedOrders(
    db: Queryable,
    counts: Map<string, number>,
    log: (message: string) => void,
  ): Promise<void> {
    const cal = this.cal;
    const s = this.seed;
    const dayCounts = this.dayCounts();
    const shop = this.products.filter(
      (p) => !p.isPack && !p.archived && !p.hidden && !p.noShipping,
    );
    const digital = this.products.filter(
      (p) => !p.isPack && !p.archived && !p.hidden && p.noShipping,
    );
    const packs = this.products.filter((p) => p.isPack && !p.archived && !p.hidden);

    // forced slots: a plan renewal awaiting payment (yesterday) that blocks today's draft order of
    // the same client, and pending orders created today
    const forced = new Map<string, ForcedOrder>();
    const lockClient = this.clients.find(
      (c) => c.membership?.status === 'active' && c.createdOffset > 30,
    );
    if (lockClient) {
      forced.set('1:0', { clientId: lockClient.id, kind: 'plan', status: 'draft' });
      forced.set('0:0', {
        clientId: lockClient.id,
        kind: 'products',
        status: 'draft',
        lockedOnSlot: '1:0',
      });
    }
    forced.set('0:1', { status: 'pending' });
    forced.set('0:2', { status: 'pending' });
    const slotIds = new Map<string, string>();

    const batch = new Batch(TABLE_ORDER);
    // large loads (bench): orders older than LEAN_AFTER_DAYS keep items, payments, shipment and a short
    // activity (created, paid, final status) but no e-mails or client-history entries
    const leanAfterDays = this.orders > LARGE_LOAD ? LEAN_AFTER_DAYS : Number.POSITIVE_INFINITY;
    let number = 1000;
    const merchant = s.merchantName;
    for (let d = dayCounts.length - 1; d >= 0; d -= 1) {
      const n = dayCounts[d] ?? 0;
      const slots: Array<{ slot: string; created: Date; r: Rng }> = [];
      for (let j = 0; j < n; j += 1) {
        const r = this.rng('order', d, j);
        const created = cal.at(d, 8 + r.next() * 14);
        slots.push({ slot: `${d}:${j}`, created, r });
      }
      slots.sort(
        (a, b) => a.created.getTime() - b.created.getTime() || a.slot.localeCompare(b.slot),
      );
      for (const { slot, created, r } of slots) {
        number += 1;
        const f = forced.get(slot) ?? {};
        const lean = d > leanAfterDays;
        const orderId = this.seqId('order', slot);
        slotIds.set(slot, orderId);
        const pool = this.eligible(d);
        const client =
          (f.clientId && this.clients.find((c) => c.id === f.clientId)) ||
          r.pick(pool.length ? pool : this.clients);
        const membership = this.membershipAt(client, d);
        const kind: OrderKind =
          f.kind ??
          (membership
            ? r.weighted([
                ['plan', 55],
                ['pack', 15],
                ['products', 30],
              ] as const)
            : r.weighted([
                ['pack', 35],
                ['products', 65],
              ] as const));

        // items
        const items: Array<{
          type: 'plan' | 'product' | 'pack';
          product?: SeededProduct;
          plan?: SeededPlan;
          quantity: number;
        }> = [];
        let subscriptionId: string | null = null;
        if (kind === 'plan' && (membership ?? client.membership)) {
          const m = (membership ?? client.membership) as Membership;
          subscriptionId = m.id;
          items.push({ type: 'plan', plan: m.plan, quantity: 1 });
          for (const inc of m.included)
            items.push({ type: 'product', product: inc.product, quantity: inc.quantity });
        } else if (kind === 'pack' || (kind === 'plan' && !client.membership)) {
          const choices = packs.filter((p) => !p.requiresMembership || membership);
          items.push({ type: 'pack', product: r.pick(choices), quantity: r.chance(0.85) ? 1 : 2 });
        } else if (r.chance(0.03) && digital.length) {
          items.push({ type: 'product', product: r.pick(digital), quantity: 1 });
        } else {
          for (const product of r.sample(
            shop,
            r.weighted([
              [1, 55],
              [2, 32],
              [3, 13],
            ] as const),
          )) {
            items.push({
              type: 'product',
              product,
              quantity: r.weighted([
                [1, 70],
                [2, 25],
                [3, 5],
              ] as const),
            });
          }
        }
        const effectiveKind: OrderKind =
          items[0]?.type === 'plan' ? 'plan' : items[0]?.type === 'pack' ? 'pack' : 'products';
        const requiresShipping = items.some(
          (item) => item.type === 'plan' || !item.product?.noShipping,
        );
        const subtotal = items.reduce(
          (sum, item) => sum + (item.plan?.price ?? item.product?.price ?? 0) * item.quantity,
          0,
        );
        const shippingCost =
          requiresShipping && effectiveKind !== 'plan' ? this.shippingCost(client.commune.name) : 0;
        const total = subtotal + shippingCost;

        let status = f.status ?? this.statusFor(r, d);
        if (!requiresShipping && (status === 'processing' || status === 'shipped'))
          status = 'delivered';

        // payment and timeline
        const paid = status !== 'draft' && !(status === 'cancelled' && r.chance(0.4));
        const method = r.weighted([
          ['webpay_credit', 85],
          ['bank_transfer', 15],
        ] as const);
        const failedAttempt = paid
          ? r.chance(0.06)
          : status === 'draft'
            ? r.chance(0.3)
            : r.chance(0.5);
        const limit = cal.now - 20_000;
        const clamp = (t: number, after: number) => Math.max(after + 1000, Math.min(t, limit));
        const t0 = created.getTime();
        const attemptAt = failedAttempt ? clamp(t0 + r.int(1, 15) * MINUTE, t0) : t0;
        const paidAt = paid
          ? clamp(
              attemptAt + (method === 'bank_transfer' ? r.int(30, 600) : r.int(1, 30)) * MINUTE,
              attemptAt,
            )
          : undefined;
        const base = paidAt ?? t0;
        const processingAt =
          ['processing', 'shipped', 'delivered'].includes(status) && requiresShipping
            ? clamp(base + r.int(2, 20) * HOUR, base)
            : undefined;
        const shippedAt =
          (status === 'shipped' || status === 'delivered') && requiresShipping
            ? clamp((processingAt ?? base) + r.int(10, 40) * HOUR, processingAt ?? base)
            : undefined;
        const deliveredAt =
          status === 'delivered'
            ? clamp(
                (shippedAt ?? base) + (requiresShipping ? r.int(18, 72) * HOUR : 2 * MINUTE),
                shippedAt ?? base,
              )
            : undefined;
        const cancelledAt =
          status === 'cancelled' ? clamp(base + r.int(1, 48) * HOUR, base) : undefined;
        const lastAt = Math.max(
          t0,
          attemptAt,
          paidAt ?? 0,
          processingAt ?? 0,
          shippedAt ?? 0,
          deliveredAt ?? 0,
          cancelledAt ?? 0,
        );

        const lockedOn = f.lockedOnSlot ? (slotIds.get(f.lockedOnSlot) ?? null) : null;
        batch.add('orders', {
          store_id: this.storeId,
          id: orderId,
          order_number: number,
          public_id: stableToken(`${s.key}:public-order:${slot}`),
          client_id: client.id,
          client_name: client.fullName,
          client_email: client.email,
          subscription_id: subscriptionId,
          status,
          subtotal_amount: subtotal,
          shipping_cost: shippingCost,
          total_amount: total,
          payment_method: paid || failedAttempt ? method : null,
          requires_shipping: requiresShipping,
          payment_locked_on_order_id: lockedOn,
          shipping_address_id: requiresShipping ? client.shippingAddressId : null,
          billing_address_id: client.billingAddressId,
          paid_at: paidAt ? new Date(paidAt) : null,
          cancelled_at: cancelledAt ? new Date(cancelledAt) : null,
          created_at: created,
          updated_at: new Date(lastAt),
        });
        items.forEach((item, k) =>
          batch.add('order_items', {
            store_id: this.storeId,
            id: this.seqId('order-item', slot, k),
            order_id: orderId,
            item_type: item.type,
            product_id: item.product?.id ?? null,
            commerce_plan_id: item.plan?.id ?? null,
            name: item.plan?.name ?? item.product?.name ?? '',
            sku: item.product?.sku ?? null,
            price: item.plan?.price ?? item.product?.price ?? 0,
            quantity: item.quantity,
            sort_order: k,
          }),
        );

        // payments
        const card = () => ({
          card_type: r.weighted([
            ['Visa', 45],
            ['Mastercard', 30],
            ['Redcompra', 18],
            ['Prepago', 7],
          ] as const),
          last_four: r.digits(4),
        });
        const paidCard = method === 'webpay_credit' ? card() : null;
        const bank = method === 'bank_transfer' ? r.pick(BANKS)[1] : null;
        const fee = Math.round(total * (method === 'webpay_credit' ? 0.02 : 0.01));
        if (failedAttempt) {
          const failedCard = card();
          batch.add('payments', {
            store_id: this.storeId,
            id: this.seqId('payment', slot, 'failed'),
            order_id: orderId,
            status: 'failed',
            method: 'webpay_credit',
            ...failedCard,
            authorization_code: null,
            bank: null,
            account_number: null,
            transaction_id: `TBK${r.digits(10)}`,
            amount: total,
            fee_amount: 0,
            created_at: new Date(attemptAt),
            paid_at: null,
          });
        }
        if (paidAt) {
          batch.add('payments', {
            store_id: this.storeId,
            id: this.seqId('payment', slot, 'paid'),
            order_id: orderId,
            status: 'paid',
            method,
            card_type: paidCard?.card_type ?? null,
            last_four: paidCard?.last_four ?? null,
            authorization_code: paidCard ? r.digits(6) : null,
            bank,
            account_number: bank ? `****${r.digits(4)}` : null,
            transaction_id: paidCard ? `TBK${r.digits(10)}` : `TRF${r.digits(9)}`,
            amount: total,
            fee_amount: fee,
            created_at: new Date(paidAt - (method === 'webpay_credit' ? MINUTE : 0)),
            paid_at: new Date(paidAt),
          });
          const label =
            effectiveKind === 'plan'
              ? (items[0]?.plan?.name ?? '')
              : effectiveKind === 'pack'
                ? (items[0]?.product?.name ?? '')
                : `${items.length} producto${items.length > 1 ? 's' : ''}`;
          this.paidOrders.push({
            id: orderId,
            number,
            paidAt,
            amount: total,
            fee,
            kind: effectiveKind,
            label,
            refundedAt: status === 'cancelled' ? cancelledAt : undefined,
          });
        }

        // activity
        let h = 0;
        const activity = (
          type: string,
          st: string | null,
          description: string,
          user: string,
          details: string | null,
          at: number,
        ) =>
          batch.add('order_history', {
            store_id: this.storeId,
            id: this.seqId('order-history', slot, h++),
            order_id: orderId,
            type,
            status: st,
            description,
            user_name: user,
            details,
            created_at: new Date(at),
          });
        const kindText =
          effectiveKind === 'plan'
            ? `Renovación de ${items[0]?.plan?.name ?? 'plan'}`
            : effectiveKind === 'pack'
              ? 'Compra de pack'
              : 'Compra en tienda';
        activity('other', 'draft', 'Orden creada', 'Sistema', kindText, t0);
        if (failedAttempt)
          activity(
            'payment',
            null,
            'Pago rechazado',
            'Webpay',
            'Transacción rechazada por el emisor de la tarjeta',
            attemptAt,
          );
        if (paidAt) {
          const how = paidCard
            ? `Webpay · ${paidCard.card_type} terminada en ${paidCard.last_four}`
            : `Transferencia desde ${bank}`;
          activity(
            'payment',
            'pending',
            `Pago recibido · estado cambiado a ${STATUS_LABEL.pending}`,
            paidCard ? 'Webpay' : 'Sistema',
            `${how} · ${clp(total)}`,
            paidAt,
          );
        }
        if (processingAt && !lean)
          activity(
            'status_change',
            'processing',
            `Estado cambiado a ${STATUS_LABEL.processing}`,
            merchant,
            null,
            processingAt,
          );
        let carrierText = '';
        if (shippedAt) {
          const [carrier, , carrierLabel] = r.weighted(CARRIERS.map((c) => [c, c[1]] as const));
          const tracking =
            carrier === 'chilexpress'
              ? r.digits(12)
              : carrier === 'starken'
                ? r.digits(9)
                : carrier === 'bluexpress'
                  ? `BX${r.digits(9)}`
                  : carrier === 'correoschile'
                    ? `CL${r.digits(9)}CL`
                    : `RP-${number}`;
          carrierText = `${carrierLabel} · ${tracking}`;
          const shippedOffset = cal.offsetOf(shippedAt);
          batch.add('order_shipments', {
            store_id: this.storeId,
            id: this.seqId('shipment', slot),
            order_id: orderId,
            status: deliveredAt ? 'delivered' : 'shipped',
            carrier,
            tracking_number: tracking,
            estimated_delivery_start: cal.ymd(shippedOffset - 1),
            estimated_delivery_end: cal.ymd(shippedOffset - 3),
            notes: r.chance(0.15) ? 'Cliente pidió entrega en la tarde' : null,
            message: r.chance(0.3)
              ? `¡Tu pedido va en camino, ${client.firstName}! Gracias por preferirnos.`
              : null,
            send_email: true,
            shipped_at: new Date(shippedAt),
            delivered_at: deliveredAt ? new Date(deliveredAt) : null,
            created_at: new Date(shippedAt),
          });
          if (!lean)
            activity(
              'status_change',
              'shipped',
              `Estado cambiado a ${STATUS_LABEL.shipped}`,
              merchant,
              `${carrierText} · aviso enviado a ${client.email}`,
              shippedAt,
            );
        }
        if (deliveredAt)
          activity(
            'status_change',
            'delivered',
            `Estado cambiado a ${STATUS_LABEL.delivered}`,
            requiresShipping ? merchant : 'Sistema',
            null,
            deliveredAt,
          );
        if (cancelledAt) {
          activity(
            'status_change',
            'cancelled',
            `Estado cambiado a ${STATUS_LABEL.cancelled}`,
            merchant,
            paid ? 'Cancelado a solicitud del cliente' : 'Sin pago dentro del plazo',
            cancelledAt,
          );
          if (paid)
            activity(
              'payment',
              null,
              'Reembolso emitido',
              'Sistema',
              clp(total),
              cancelledAt + 5 * MINUTE,
            );
        }

        this.orderCount += 1;
        // communications and client history (not for the old orders of a large load)
        if (lean) continue;
        if (paidAt) {
          this.addCommunication(batch, r, {
            key: `order:${slot}:confirm`,
            client,
            orderId,
            template: 'confirmacion_pedido',
            medium: 'email',
            subject: `Recibimos tu pedido #${number}`,
            content: `<p>Hola ${client.firstName},</p><p>¡Gracias por tu compra en ${s.name}! Recibimos el pago de tu pedido <strong>#${number}</strong> por ${clp(total)}.</p><p>Te avisaremos cuando vaya en camino.</p>`,
            at: new Date(paidAt + MINUTE),
          });
        }
        if (shippedAt) {
          this.addCommunication(batch, r, {
            key: `order:${slot}:shipped`,
            client,
            orderId,
            template: 'pedido_enviado',
            medium: 'email',
            subject: `Tu pedido #${number} va en camino`,
            content: `<p>Hola ${client.firstName},</p><p>Tu pedido <strong>#${number}</strong> fue despachado (${carrierText}).</p>`,
            at: new Date(shippedAt + MINUTE),
          });
          if (r.chance(0.25)) {
            this.addCommunication(batch, r, {
              key: `order:${slot}:whatsapp`,
              client,
              orderId,
              template: 'pedido_enviado',
              medium: r.chance(0.7) ? 'whatsapp' : 'sms',
              subject: `Pedido #${number} en camino`,
              content: `${s.name}: tu pedido #${number} va en camino (${carrierText}).`,
              at: new Date(shippedAt + 2 * MINUTE),
            });
          }
        }
        if (status === 'draft' && r.chance(0.5) && t0 + HOUR < cal.now) {
          this.addCommunication(batch, r, {
            key: `order:${slot}:reminder`,
            client,
            orderId,
            template: 'recordatorio_pago',
            medium: 'email',
            subject: `Tu pedido #${number} está pendiente de pago`,
            content: `<p>Hola ${client.firstName},</p><p>Tu pedido <strong>#${number}</strong> por ${clp(total)} aún no registra pago.</p>`,
            at: new Date(t0 + HOUR),
          });
          activity(
            'email_sent',
            null,
            'Recordatorio de pago enviado',
            'Sistema',
            client.email,
            t0 + HOUR,
          );
        }
        batch.add('client_history', {
          store_id: this.storeId,
          id: this.seqId('history', 'order', slot),
          client_id: client.id,
          type: 'order_placed',
          details: `Orden #${number} por ${clp(total)}`,
          created_at: created,
        });
      }
      if (batch.count('orders') >= 4000) {
        await batch.flush(db, counts);
        log(`  ${s.name}: ${this.orderCount} orders`);
      }
    }
    await batch.flush(db, counts);
  }

  // ----- invoices and statements --------------------------------------------------------------

  /** Members (clients with a membership not cancelled) at the end of the day `offset` days ago. */
  private membersAt(offset: number): number {
    let n = 0;
    for (const c of this.clients) {
      const m = c.membership;
      if (m && m.startOffset >= offset && (m.cancelOffset === undefined || m.cancelOffset < offset))
        n += 1;
    }
    return n;
  }

  seedStatements(batch: Batch): void {
    const cal = this.cal;
    const s = this.seed;
    const planCode = s.planCode;
    const planName = PLAN_BY_CODE[planCode].name;

    // invoices: one per complete month since the store exists, plus the current month (pending)
    const invoices: Array<{
      monthsBack: number;
      period: string;
      amount: number;
      subscribers: number;
      chargeOffset: number;
    }> = [];
    for (let k = 12; k >= 1; k -= 1) {
      if (cal.monthStartOffset(k) >= s.createdDaysAgo) continue;
      const nextFirst = cal.monthStartOffset(k - 1);
      const subscribers = this.membersAt(nextFirst + 1);
      const period = cal.month(k);
      const amount = platformCost(planCode, subscribers);
      invoices.push({ monthsBack: k, period, amount, subscribers, chargeOffset: nextFirst });
      batch.add('invoices', {
        store_id: this.storeId,
        id: this.uid('invoice', period),
        period,
        number: 4000 + (12 - k) * 40 + (s.key === 'demo' ? 7 : 23),
        amount,
        status: 'billed',
        issued_on: cal.ymd(nextFirst),
        plan_id: PLAN_BY_CODE[planCode].id,
        subscribers,
        created_at: cal.at(nextFirst, 0.25),
      });
    }
    const current = this.membersAt(0);
    batch.add('invoices', {
      store_id: this.storeId,
      id: this.uid('invoice', cal.month(0)),
      period: cal.month(0),
      number: null,
      amount: platformCost(planCode, current),
      status: 'pending',
      issued_on: null,
      plan_id: PLAN_BY_CODE[planCode].id,
      subscribers: current,
      created_at: cal.at(cal.monthStartOffset(0), 0.25),
    });

    // sales statement: sales, refunds, daily payment fees, payouts on business days, monthly commission
    interface Event {
      at: number;
      seq: number;
      kind: 'sale' | 'refund' | 'fee' | 'payout' | 'commission';
      amount?: number;
      description?: string;
      category?: string;
      reference?: string | null;
      invoice?: (typeof invoices)[number];
    }
    const events: Event[] = [];
    let seq = 0;
    const feesByDay = new Map<number, number>();
    for (const o of this.paidOrders) {
      const category =
        o.kind === 'plan' ? 'subscription_sale' : o.kind === 'pack' ? 'pack_sale' : 'product_sale';
      events.push({
        at: o.paidAt,
        seq: seq++,
        kind: 'sale',
        amount: o.amount,
        category,
        reference: o.id,
        description: `Venta orden #${o.number} · ${o.label}`,
      });
      const day = cal.offsetOf(o.paidAt);
      feesByDay.set(day, (feesByDay.get(day) ?? 0) + o.fee);
      if (o.refundedAt) {
        events.push({
          at: o.refundedAt + 5 * MINUTE,
          seq: seq++,
          kind: 'refund',
          amount: o.amount,
          category: 'refund',
          reference: o.id,
          description: `Reembolso orden #${o.number}`,
        });
      }
    }
    for (const [day, amount] of feesByDay) {
      const at = cal.at(day, 23.9).getTime();
      if (at > cal.now || amount <= 0) continue;
      events.push({
        at,
        seq: seq++,
        kind: 'fee',
        amount,
        category: 'payment_fee',
        reference: null,
        description: `Comisión medios de pago del ${ddmmyyyy(cal.ymd(day))} (Webpay 2%, transferencia 1%)`,
      });
    }
    const bankName = BANKS.find(([code]) => code === s.bank?.bankId)?.[1];
    if (s.bank && bankName) {
      for (let d = s.orderDays; d >= 0; d -= 1) {
        const weekday = cal.weekday(d);
        if (weekday === 0 || weekday === 6) continue;
        const at = cal.at(d, 10).getTime();
        if (at > cal.now) continue;
        events.push({
          at,
          seq: seq++,
          kind: 'payout',
          description: `Transferencia a cuenta ${bankName} ****${s.bank.accountNumber.slice(-4)}`,
          category: 'other',
          reference: null,
        });
      }
    }
    for (const invoice of invoices) {
      events.push({
        at: cal.at(invoice.chargeOffset, 9).getTime(),
        seq: seq++,
        kind: 'commission',
        invoice,
      });
    }
    events.sort((a, b) => a.at - b.at || a.seq - b.seq);

    let balance = 0;
    let n = 0;
    const commissionRescued = new Map<string, number>();
    const tx = (
      statement: 'sales' | 'commission',
      at: number,
      movement: 'credit' | 'debit',
      amount: number,
      balanceAfter: number,
      category: string,
      description: string,
      reference: string | null,
    ) =>
      batch.add('account_transactions', {
        store_id: this.storeId,
        id: this.seqId('transaction', statement, n++),
        statement,
        occurred_at: new Date(at),
        description,
        movement_type: movement,
        amount,
        balance_after: balanceAfter,
        category,
        reference,
        created_at: new Date(at),
      });
    for (const e of events) {
      if (e.kind === 'sale') {
        balance += e.amount ?? 0;
        tx(
          'sales',
          e.at,
          'credit',
          e.amount ?? 0,
          balance,
          e.category ?? 'sale_credit',
          e.description ?? '',
          e.reference ?? null,
        );
      } else if (e.kind === 'refund' || e.kind === 'fee') {
        balance -= e.amount ?? 0;
        tx(
          'sales',
          e.at,
          'debit',
          e.amount ?? 0,
          balance,
          e.category ?? 'other',
          e.description ?? '',
          e.reference ?? null,
        );
      } else if (e.kind === 'payout') {
        if (balance <= 0) continue;
        const amount = balance;
        balance = 0;
        tx('sales', e.at, 'debit', amount, balance, 'other', e.description ?? '', null);
      } else if (e.kind === 'commission' && e.invoice) {
        const amount = Math.min(e.invoice.amount, Math.max(0, balance));
        commissionRescued.set(e.invoice.period, amount);
        if (amount <= 0) continue;
        balance -= amount;
        tx(
          'sales',
          e.at,
          'debit',
          amount,
          balance,
          'balance_transfer_to_commission',
          `Rescate de Comisión · plan ${planName} ${monthLabel(e.invoice.period)}`,
          null,
        );
      }
    }

    // commission statement: the monthly platform charge, paid from sales and the rest by card
    let commission = 0;
    const card = s.cards.find((c) => c.isDefault);
    for (const invoice of invoices) {
      const chargeAt = cal.at(invoice.chargeOffset, 0.1).getTime();
      commission -= invoice.amount;
      tx(
        'commission',
        chargeAt,
        'debit',
        invoice.amount,
        commission,
        'plan_renewal',
        `Cargo plan ${planName} · ${monthLabel(invoice.period)} (${invoice.subscribers} suscriptores activos)`,
        null,
      );
      const rescued = commissionRescued.get(invoice.period) ?? 0;
      if (rescued > 0) {
        commission += rescued;
        tx(
          'commission',
          cal.at(invoice.chargeOffset, 9).getTime() + 1000,
          'credit',
          rescued,
          commission,
          'balance_transfer_to_commission',
          'Rescate de Comisión desde la Cartola de Ventas',
          null,
        );
      }
      const rest = invoice.amount - rescued;
      if (rest > 0 && card) {
        commission += rest;
        tx(
          'commission',
          cal.at(invoice.chargeOffset, 9.1).getTime(),
          'credit',
          rest,
          commission,
          'other',
          `Pago con tarjeta ${card.cardType} ****${card.lastFour}`,
          null,
        );
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------

const BULK_TABLES: TableName[] = [
  'orders',
  'order_items',
  'payments',
  'order_history',
  'order_shipments',
  'communications',
  'client_history',
  'account_transactions',
];

/** Drops the indexes of `tables` that back no constraint; returns their definitions to re-create them. */
async function dropSecondaryIndexes(tx: Queryable, tables: string[]): Promise<string[]> {
  const { rows } = await tx.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition
     from pg_index x
     join pg_class i on i.oid = x.indexrelid
     join pg_class t on t.oid = x.indrelid
     join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = current_schema() and t.relname = any($1::text[])
       and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
     order by i.relname`,
    [tables],
  );
  for (const row of rows) await tx.query(`drop index "${row.name}"`);
  return rows.map((row) => row.definition);
}

/** `set local session_replication_role = replica` inside a savepoint; ignored when not permitted. */
async function skipForeignKeyChecks(tx: Queryable): Promise<void> {
  await tx.query('savepoint seed_replica_role');
  try {
    await tx.query('set local session_replication_role = replica');
    await tx.query('release savepoint seed_replica_role');
  } catch {
    await tx.query('rollback to savepoint seed_replica_role');
  }
}

/**
 * Seeds the demo data (see README). Does nothing when the demo user already exists. Runs in one
 * transaction: a failed seed leaves nothing behind. Then the public site's data (seed-public-site.ts),
 * which is written only while its tables are empty.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  await seedDemoData(db, options);
  // the public site's data (migration 050) is its own step: also added to a database seeded before it existed
  await seedPublicSite(db, options.now ? { now: options.now } : {});
}

async function seedDemoData(db: Database, options: SeedOptions): Promise<void> {
  const existing = await db.query('select 1 from users where id = $1 or email = $2', [
    DEMO_USER_ID,
    DEMO_USER_EMAIL,
  ]);
  if (existing.rows.length) return;
  await loadDemoData(db, options);
  // PGlite has no autovacuum: set the visibility map (index-only scans for counts and sums) and the
  // planner statistics of the freshly loaded tables. Not fatal when not permitted.
  await db
    .query(
      'vacuum (analyze) orders, order_items, payments, clients, subscriptions, products, account_transactions',
    )
    .catch(() => undefined);
  await db.query('analyze').catch(() => undefined);
}

async function loadDemoData(db: Database, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  const cal = new SeedCalendar(options.now ?? new Date());
  const [demoHash, otraHash, nuevaHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_PASSWORD),
  ]);
  const demoOrders = options.demoOrders ?? DEMO_ORDER_COUNT[options.scale];
  if (demoOrders === undefined) throw new Error(`Unknown seed scale: ${String(options.scale)}`);

  await db.transaction(async (tx) => {
    // another process may have seeded meanwhile
    const again = await tx.query('select 1 from users where id = $1 or email = $2', [
      DEMO_USER_ID,
      DEMO_USER_EMAIL,
    ]);
    if (again.rows.length) return;

    // The generated rows are consistent by construction (and the tests check the relations), so the
    // bulk load skips the per-row foreign-key triggers when allowed (PGlite, or a Postgres superuser).
    await skipForeignKeyChecks(tx);

    const counts = new Map<string, number>();
    const batch = new Batch(TABLE_ORDER);
    const users = [
      [DEMO_USER_ID, DEMO_USER_EMAIL, demoHash, 'Camila', 'Rojas', DEMO_STORE.createdDaysAgo],
      [OTRA_USER_ID, OTRA_USER_EMAIL, otraHash, 'Tomás', 'Fuentes', OTRA_STORE.createdDaysAgo],
      [NUEVA_USER_ID, NUEVA_USER_EMAIL, nuevaHash, 'Valentina', 'Muñoz', 2],
    ] as const;
    for (const [id, email, password_hash, first_name, last_name, daysAgo] of users) {
      const at = cal.at(daysAgo, 10);
      batch.add('users', {
        id,
        email,
        password_hash,
        first_name,
        last_name,
        email_verified: true,
        created_at: at,
        updated_at: at,
      });
    }
    // The two established merchants finished the dashboard tour on their store's first day, so
    // it does not cover their dashboard; nueva@ (and anyone who registers) still has it ahead.
    for (const [user_id, store] of [
      [DEMO_USER_ID, DEMO_STORE],
      [OTRA_USER_ID, OTRA_STORE],
    ] as const) {
      batch.add('user_tours', {
        user_id,
        tour_id: 'dashboard',
        visited_at: cal.at(store.createdDaysAgo, 10.5),
      });
    }
    seedPlatform(batch, cal);

    const stores = [
      new StoreGenerator(DEMO_STORE, cal, demoOrders),
      new StoreGenerator(OTRA_STORE, cal, OTRA_ORDER_COUNT),
    ];
    for (const store of stores) {
      store.seedStore(batch);
      store.seedCatalogue(batch);
      store.seedClients(batch);
    }
    await batch.flush(tx, counts);
    log(`  platform, stores, catalogues and clients inserted`);
    // big loads: build the secondary indexes of the order tables once at the end instead of row by row
    const deferred = demoOrders > LARGE_LOAD ? await dropSecondaryIndexes(tx, BULK_TABLES) : [];
    for (const store of stores) await store.seedOrders(tx, counts, log);
    for (const store of stores) store.seedStatements(batch);
    await batch.flush(tx, counts);
    for (const definition of deferred) await tx.query(definition);
    if (deferred.length) log(`  ${deferred.length} indexes rebuilt`);

    await tx.query('insert into seed_runs (scale, details) values ($1, $2::jsonb)', [
      options.scale,
      JSON.stringify(Object.fromEntries(counts)),
    ]);
  });
}
