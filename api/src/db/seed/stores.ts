// Store and setup: the store's settings, setup guide, publication and e-mail templates.
import { EMAIL_TEMPLATES } from '../seed-data.ts';
import { stableToken } from '../seed-utils.ts';
import { PLAN_BY_CODE } from './platform.ts';
import { StoreContext } from './store-context.ts';
import { Batch } from './tables.ts';

export function seedStore(store: StoreContext, batch: Batch): void {
  const s = store.seed;
  const cal = store.cal;
  const publishedAt = s.published ? cal.at(s.createdDaysAgo - 12, 16.5) : null;
  const planId = PLAN_BY_CODE[s.planCode].id;
  batch.add('stores', {
    id: store.storeId,
    owner_user_id: store.ownerId,
    name: s.name,
    subdomain: s.subdomain,
    timezone: 'America/Santiago',
    published_at: publishedAt,
    current_plan_id: planId,
    plan_period: 'monthly',
    plan_period_start: cal.ymd(cal.monthStartOffset(0)),
    plan_renewal_date: cal.ymd(cal.monthStartOffset(-1)),
    next_plan_id: null,
    last_order_number: 1000 + store.orders,
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
    created_at: store.createdAt,
    updated_at: cal.at(3, 15),
  });

  batch.add('store_plan_changes', {
    store_id: store.storeId,
    id: store.uid('plan-change', 0),
    from_plan_id: null,
    to_plan_id: planId,
    kind: 'initial',
    status: 'applied',
    charge_amount: 0,
    effective_at: store.createdAt,
    created_at: store.createdAt,
  });

  const taskKeys = ['bank_account', 'contact', 'billing', 'products', 'payment_card'] as const;
  for (const key of taskKeys) {
    const done = s.setupDone[key];
    batch.add('store_setup_tasks', {
      store_id: store.storeId,
      id: store.uid('setup-task', key),
      task_key: key,
      is_completed: done,
      disabled: false,
      completed_at: done ? cal.at(s.createdDaysAgo - 5, 12) : null,
      updated_at: cal.at(s.createdDaysAgo - 5, 12),
    });
  }
  if (publishedAt) {
    batch.add('store_publications', {
      store_id: store.storeId,
      id: store.uid('publication', 0),
      published_by: store.ownerId,
      tasks: taskKeys.map((id) => ({ id, isCompleted: true })),
      published_at: publishedAt,
    });
  }
  s.cards.forEach((card, i) =>
    batch.add('saved_cards', {
      store_id: store.storeId,
      id: store.uid('card', i),
      card_type: card.cardType,
      last_four: card.lastFour,
      is_default: card.isDefault,
      provider_token: `tbk_oneclick_${stableToken(`${s.key}:card:${i}`).slice(0, 20)}`,
      created_at: cal.at(s.createdDaysAgo - 4 + i, 13),
    }),
  );
  for (const template of EMAIL_TEMPLATES) {
    batch.add('email_templates', {
      store_id: store.storeId,
      id: store.uid('template', template.key),
      template_key: template.key,
      name: template.name,
      description: template.description,
      subject: template.subject,
      content: template.content,
      variables: template.variables,
      updated_at: store.createdAt,
    });
  }
  s.shippingRules.forEach((rule, i) =>
    batch.add('shipping_rules', {
      store_id: store.storeId,
      id: store.uid('shipping-rule', i),
      type: 'fixed_price',
      price: rule.price,
      cities: rule.cities,
      is_active: rule.active !== false,
      created_at: cal.at(s.createdDaysAgo - 3, 11 + i),
      updated_at: cal.at(s.createdDaysAgo - 3, 11 + i),
    }),
  );
}
