// The platform's own data. Reference data, seeded in every mode: the pricing plans and the status
// page's components. Demo data (`seedPlatform`): past incidents and leads.
import { PRO_PLAN_ID, STARTER_PLAN_ID } from '../seed-ids.ts';
import { SeedCalendar, stableUuid } from '../seed-utils.ts';
import { HOUR } from './store-context.ts';
import { Batch } from './tables.ts';

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

export const PLAN_BY_CODE = { starter: PRICING_PLANS[0], pro: PRICING_PLANS[1] } as const;

export function platformCost(code: 'starter' | 'pro', subscribers: number): number {
  const plan = PLAN_BY_CODE[code];
  const usage = subscribers * plan.price_per_subscriber;
  return plan.base_price === null ? usage : Math.max(plan.base_price, usage);
}

/** Reference data: the platform's pricing plans. */
export function pricingPlanRows(batch: Batch): void {
  for (const plan of PRICING_PLANS) batch.add('pricing_plans', { ...plan });
}

/** Reference data: the components the status page checks. */
export function statusComponentRows(batch: Batch): void {
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
}

/** Demo data of the platform: past incidents of the status page and leads of the demo form. */
export function seedPlatform(batch: Batch, cal: SeedCalendar): void {
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
