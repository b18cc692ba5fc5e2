import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { InjectOptions, LightMyRequestResponse } from 'fastify';

import type { RegisteredRoute } from './app-context.ts';
import { PUBLIC_ROUTES, isPublicRoute } from './auth/public-routes.ts';
import { hashPassword } from './db/passwords.ts';
import { PRO_PLAN_ID, STARTER_PLAN_ID } from './db/seed-ids.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  OTHER_EMAIL,
  bearer,
  getAccessToken,
} from './testing/tokens.ts';

/**
 * Every non-public /api route (and every /downloads route: a report's file is fetched with the
 * bearer token too) must have an entry here, exercised below:
 * - `request`: a valid call (method and URL with sample params); without a token it must get 401;
 * - `crossTenant`: the call made by otra@tienda.cl aimed at demo's data (its ids, its filters):
 *   it must answer 404 or only otra's data; afterwards none of demo's rows may have changed;
 * - `badBody` (required for routes with a body): must get a 400 with a message.
 * Adding a route without an entry fails this test.
 */
interface CoverageContext {
  testApp: TestApp;
  /** otra@tienda.cl's bearer header. */
  otra: { authorization: string };
  demoStoreId: string;
  otraStoreId: string;
  /** A report file demo@tienda.cl exported (its download link, path and query). */
  demoReportLink: string;
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
}

interface CoverageEntry {
  request: InjectOptions;
  crossTenant(context: CoverageContext): Promise<void>;
  badBody?: unknown;
}

async function ids(context: CoverageContext, sql: string, storeId: string): Promise<Set<string>> {
  const { rows } = await context.testApp.db.query<{ id: string }>(sql, [storeId]);
  return new Set(rows.map((row) => row.id));
}

const RANGE = 'startDate=2025-11-23&endDate=2026-11-22';

/** A well-formed id no store has (the 401 checks need a URL, not a row). */
const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';
/** A few of a store's products (every kind: a pack, an archived one, a hidden one). */
const DEMO_PRODUCTS = `(select id::text as id from products where store_id = $1 and type = 'pack' limit 1)
  union all (select id::text from products where store_id = $1 and status = 'archived' limit 1)
  union all (select id::text from products where store_id = $1 and not visible and status = 'active' limit 1)
  union all (select id::text from products where store_id = $1 and type = 'product' and visible limit 1)`;
const OWN_PRODUCT = `select id::text as id from products where store_id = $1 and type = 'product'
  and status = 'active' limit 1`;
/** A root with subcategories and a subcategory. */
const DEMO_CATEGORIES = `(select c.id::text as id from categories c where c.store_id = $1 and c.parent_id is null
    and exists (select 1 from categories k where k.store_id = c.store_id and k.parent_id = c.id) limit 1)
  union all (select id::text from categories where store_id = $1 and parent_id is not null limit 1)`;
const ALL_CATEGORIES = 'select id::text as id from categories where store_id = $1';
const ROOT_CATEGORY = `select id::text as id from categories where store_id = $1 and parent_id is null
  order by sort_order limit 1`;
const CHILDLESS_CATEGORY = `select c.id::text as id from categories c where c.store_id = $1
  and not exists (select 1 from categories k where k.store_id = c.store_id and k.parent_id = c.id)
  order by c.sort_order limit 1`;

/** A store's commerce plans (active and archived) and shipping rules (active and not). */
const COMMERCE_PLANS = 'select id::text as id from commerce_plans where store_id = $1';
const SHIPPING_RULES = 'select id::text as id from shipping_rules where store_id = $1';
const COMMERCE_PLAN_BODY = {
  name: 'Plan Cobertura',
  price: 9990,
  deliveryFrequency: 'monthly',
  renewalPeriod: 'monthly',
};
const SHIPPING_RULE_BODY = { price: 2990, cities: ['Providencia'], isActive: true };

/** A store's e-mail templates. */
const EMAIL_TEMPLATES_OF = 'select id::text as id from email_templates where store_id = $1';

/** A few of a store's clients: the oldest, the newest, and the one with the most orders. */
const DEMO_CLIENTS = `(select id::text as id from clients where store_id = $1 order by created_at limit 1)
  union (select id::text from clients where store_id = $1 order by created_at desc limit 1)
  union (select id::text from clients where store_id = $1 order by total_orders desc limit 1)`;

/** otra@tienda.cl asking for demo's clients (or a list of one) gets 404 'Cliente no encontrado'. */
async function demoClientsAnswer404(context: CoverageContext, suffix: string): Promise<void> {
  for (const id of await ids(context, DEMO_CLIENTS, context.demoStoreId)) {
    const response = await context.call({
      method: 'GET',
      url: `/api/clients/${id}${suffix}`,
      headers: context.otra,
    });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Cliente no encontrado');
  }
}

/** A few of a store's orders: a draft, a pending one (shipping needed) and a shipped one. */
const DEMO_ORDERS = `(select id::text as id from orders where store_id = $1 and status = 'draft' limit 1)
  union all (select id::text from orders where store_id = $1 and status = 'pending' and requires_shipping limit 1)
  union all (select id::text from orders where store_id = $1 and status = 'shipped' limit 1)`;

/**
 * otra@tienda.cl reading or changing one of demo's orders (or a part of it) gets 404
 * 'Orden no encontrada', even with a body that would apply to it.
 */
async function demoOrdersAnswer404(
  context: CoverageContext,
  method: 'GET' | 'POST',
  suffix: string,
  payload?: object,
): Promise<void> {
  for (const id of await ids(context, DEMO_ORDERS, context.demoStoreId)) {
    const response = await context.call({
      method,
      url: `/api/orders/${id}${suffix}`,
      headers: context.otra,
      ...(payload ? { payload } : {}),
    });
    assert.equal(response.statusCode, 404, `${method} ${suffix}`);
    assert.equal(response.json().message, 'Orden no encontrada');
  }
}

/** A valid manual shipment (spec 3 §5). */
const SHIPMENT_BODY = {
  carrier: 'starken',
  trackingNumber: '123456789',
  notes: null,
  estimatedDeliveryRange: ['2030-03-04', '2030-03-06'],
  message: null,
  sendEmailToCustomer: true,
};

/** A store's saved cards. */
const DEMO_CARDS = 'select id::text as id from saved_cards where store_id = $1';

/** A store's platform plan, current and pending (`stores` has no store_id: not fingerprinted). */
async function storePlan(context: CoverageContext, storeId: string) {
  const { rows } = await context.testApp.db.query<{ current: string; next: string | null }>(
    'select current_plan_id::text as current, next_plan_id::text as next from stores where id = $1',
    [storeId],
  );
  return rows[0] ?? { current: '', next: null };
}

/** A store's custom URL columns (`stores` has no store_id: not fingerprinted). */
interface StoreDomain {
  alias: string | null;
  customDomain: string | null;
  dnsVerified: boolean;
  sslActive: boolean;
}

async function storeDomain(context: CoverageContext, storeId: string): Promise<StoreDomain> {
  const { rows } = await context.testApp.db.query<StoreDomain>(
    `select domain_alias as alias, custom_domain as "customDomain", dns_verified as "dnsVerified",
       ssl_active as "sslActive" from stores where id = $1`,
    [storeId],
  );
  assert.ok(rows[0]);
  return rows[0];
}

/** Puts a store's custom URL columns back as they were. */
async function restoreStoreDomain(
  context: CoverageContext,
  storeId: string,
  domain: StoreDomain,
): Promise<void> {
  await context.testApp.db.query(
    `update stores set domain_alias = $2, custom_domain = $3, dns_verified = $4, ssl_active = $5
     where id = $1`,
    [storeId, domain.alias, domain.customDomain, domain.dnsVerified, domain.sslActive],
  );
}

const COVERAGE: Record<string, CoverageEntry> = {
  'GET /api/auth/login': {
    request: { method: 'GET', url: '/api/auth/login' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: '/api/auth/login',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().store.id, context.otraStoreId);
    },
  },
  'GET /api/account/profile': {
    request: { method: 'GET', url: '/api/account/profile' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: '/api/account/profile',
        headers: context.otra,
      });
      assert.equal(response.json().email, OTHER_EMAIL);
    },
  },
  'PUT /api/account/profile': {
    request: {
      method: 'PUT',
      url: '/api/account/profile',
      payload: { firstName: 'Otra', lastName: 'Tienda', email: OTHER_EMAIL },
    },
    badBody: { firstName: '', lastName: 'x', email: 'x' },
    async crossTenant(context) {
      const taken = await context.call({
        method: 'PUT',
        url: '/api/account/profile',
        headers: context.otra,
        payload: { firstName: 'Otra', lastName: 'Tienda', email: DEMO_EMAIL },
      });
      assert.equal(taken.statusCode, 409, "cannot take demo's e-mail");
      const own = await context.call({
        method: 'PUT',
        url: '/api/account/profile',
        headers: context.otra,
        payload: { firstName: 'Otra', lastName: 'Cambiada', email: OTHER_EMAIL },
      });
      assert.equal(own.statusCode, 200);
    },
  },
  'POST /api/account/email/confirm': {
    request: { method: 'POST', url: '/api/account/email/confirm', payload: { code: '123456' } },
    badBody: { code: '12' },
    async crossTenant(context) {
      // demo@tienda.cl waits for a new e-mail with code 123456: otra's token cannot confirm it.
      await context.testApp.db.query(
        `insert into verification_codes (email, purpose, code_hash, user_id, expires_at)
         select 'demo-nuevo@tienda.cl', 'email_change', $2, id, now() + interval '1 hour'
         from users where email = $1`,
        [DEMO_EMAIL, await hashPassword('123456')],
      );
      const response = await context.call({
        method: 'POST',
        url: '/api/account/email/confirm',
        headers: context.otra,
        payload: { code: '123456' },
      });
      assert.equal(response.statusCode, 400, "demo's pending e-mail is not otra's");
      const { rows } = await context.testApp.db.query<{ email: string }>(
        "select email from users where email like '%nuevo@tienda.cl'",
      );
      assert.deepEqual(rows, []);
    },
  },
  'POST /api/auth/change-password': {
    request: {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Cambiada#2026' },
    },
    badBody: { currentPassword: '', newPassword: 'corta' },
    async crossTenant(context) {
      // Every demo user has the same password: otra's call changes otra's own, never demo's
      // (demo's row is in the fingerprint), and puts it back for the entries after this one.
      const change = (currentPassword: string, newPassword: string) =>
        context.call({
          method: 'POST',
          url: '/api/auth/change-password',
          headers: context.otra,
          payload: { currentPassword, newPassword },
        });
      const hashes = async () =>
        (
          await context.testApp.db.query<{ hash: string }>(
            'select password_hash as hash from users where email = any($1) order by email',
            [[DEMO_EMAIL, OTHER_EMAIL]],
          )
        ).rows.map((row) => row.hash);
      const [demoBefore, otraBefore] = await hashes();
      assert.equal((await change(DEMO_PASSWORD, 'Cambiada#2026')).statusCode, 200);
      const [demoAfter, otraAfter] = await hashes();
      assert.equal(demoAfter, demoBefore, "demo's password is untouched");
      assert.notEqual(otraAfter, otraBefore, "otra's own password changed");
      assert.equal((await change('Cambiada#2026', DEMO_PASSWORD)).statusCode, 200);
    },
  },
  'GET /api/metrics/indicators': {
    request: { method: 'GET', url: '/api/metrics/indicators' },
    async crossTenant(context) {
      // Store-independent: the same catalogue of indicators for everyone.
      const response = await context.call({
        method: 'GET',
        url: '/api/metrics/indicators',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      assert.ok(response.json().indicators.length > 0);
    },
  },
  'GET /api/metrics/:code': {
    request: { method: 'GET', url: `/api/metrics/orders?${RANGE}` },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: `/api/metrics/orders?${RANGE}`,
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      const { rows } = await context.testApp.db.query<{ n: number }>(
        `select count(*) as n from orders where store_id = $1 and status <> 'draft'
         and created_at >= ('2025-11-23'::timestamp at time zone 'America/Santiago')
         and created_at < ('2026-11-23'::timestamp at time zone 'America/Santiago')`,
        [context.otraStoreId],
      );
      assert.equal(response.json().value, Number(rows[0]?.n), "only otra's orders are counted");
    },
  },
  'GET /api/metrics/charts/:id': {
    request: { method: 'GET', url: `/api/metrics/charts/revenue?${RANGE}` },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: `/api/metrics/charts/revenue?${RANGE}&granularity=month`,
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      const charted = (response.json().data as Array<{ value: number }>).reduce(
        (sum, point) => sum + point.value,
        0,
      );
      const { rows } = await context.testApp.db.query<{ total: number }>(
        `select coalesce(sum(total_amount), 0) as total from orders where store_id = $1
         and status <> 'cancelled'
         and paid_at >= ('2025-11-23'::timestamp at time zone 'America/Santiago')
         and paid_at < ('2026-11-23'::timestamp at time zone 'America/Santiago')`,
        [context.otraStoreId],
      );
      assert.equal(charted, Number(rows[0]?.total), "only otra's revenue is charted");
    },
  },
  'GET /api/metrics/reports': {
    request: { method: 'GET', url: '/api/metrics/reports' },
    async crossTenant(context) {
      // Store-independent: the same catalogue of reports for everyone.
      const response = await context.call({
        method: 'GET',
        url: '/api/metrics/reports',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      assert.ok(response.json().reports.length >= 4);
    },
  },
  'GET /api/metrics/reports/:id': {
    request: { method: 'GET', url: `/api/metrics/reports/clients?${RANGE}` },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: `/api/metrics/reports/clients?${RANGE}`,
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      const { rows } = await context.testApp.db.query<{ n: number }>(
        `select count(*) as n from clients where store_id = $1
         and created_at >= ('2025-11-23'::timestamp at time zone 'America/Santiago')
         and created_at < ('2026-11-23'::timestamp at time zone 'America/Santiago')`,
        [context.otraStoreId],
      );
      assert.equal(
        response.json().rows.length,
        Number(rows[0]?.n),
        "only otra's clients are listed",
      );
    },
  },
  'POST /api/metrics/reports/:id/export': {
    request: {
      method: 'POST',
      url: '/api/metrics/reports/revenue/export',
      payload: { startDate: '2025-11-23', endDate: '2026-11-22' },
    },
    badBody: { startDate: '2026-02-30', endDate: '2026-11-22' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'POST',
        url: '/api/metrics/reports/revenue/export',
        headers: context.otra,
        payload: { startDate: '2025-11-23', endDate: '2026-11-22' },
      });
      assert.equal(response.statusCode, 200);
      const fileUrl = new URL(response.json().data.fileUrl as string);
      const file = await context.call({
        method: 'GET',
        url: `${fileUrl.pathname}${fileUrl.search}`,
        headers: context.otra,
      });
      assert.equal(file.statusCode, 200);
      const totalRow = file.body.trim().split('\r\n').at(-1)?.split(';') ?? [];
      const { rows } = await context.testApp.db.query<{ total: number }>(
        `select coalesce(sum(total_amount), 0) as total from orders where store_id = $1
         and status <> 'cancelled'
         and paid_at >= ('2025-11-23'::timestamp at time zone 'America/Santiago')
         and paid_at < ('2026-11-23'::timestamp at time zone 'America/Santiago')`,
        [context.otraStoreId],
      );
      assert.equal(totalRow[0], 'Total');
      assert.equal(Number(totalRow[3]), Number(rows[0]?.total), "the file holds otra's revenue");
      const owner = await context.testApp.db.query<{ store_id: string }>(
        'select store_id::text as store_id from report_exports where id = $1',
        [fileUrl.pathname.split('/').at(-1)],
      );
      assert.equal(
        owner.rows[0]?.store_id,
        context.otraStoreId,
        "the file belongs to otra's store",
      );
    },
  },
  'GET /downloads/reports/:fileId': {
    request: {
      method: 'GET',
      url: '/downloads/reports/00000000-0000-4000-8000-000000000000?token=x',
    },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: context.demoReportLink,
        headers: context.otra,
      });
      assert.equal(response.statusCode, 404, "demo's file, even with its link");
      assert.doesNotMatch(response.body, /Total/);
    },
  },
  'GET /api/products': {
    request: { method: 'GET', url: '/api/products' },
    async crossTenant(context) {
      const demoProducts = await ids(
        context,
        'select id::text as id from products where store_id = $1',
        context.demoStoreId,
      );
      const demoCategory = await ids(
        context,
        'select id::text as id from categories where store_id = $1 limit 1',
        context.demoStoreId,
      );
      const all = await context.call({
        method: 'GET',
        url: '/api/products?perPage=100&archived=all',
        headers: context.otra,
      });
      assert.equal(all.statusCode, 200);
      for (const product of all.json().data as Array<{ id: string }>)
        assert.ok(!demoProducts.has(product.id));
      for (const category of demoCategory) {
        const filtered = await context.call({
          method: 'GET',
          url: `/api/products?category=${category}`,
          headers: context.otra,
        });
        assert.equal(filtered.json().total, 0, "a demo category id finds nothing in otra's store");
      }
    },
  },
  'POST /api/products': {
    request: {
      method: 'POST',
      url: '/api/products',
      payload: { name: 'Producto de cobertura', price: 1990 },
    },
    badBody: { name: '', price: 0 },
    async crossTenant(context) {
      const demoCategory = await ids(
        context,
        'select id::text as id from categories where store_id = $1 limit 1',
        context.demoStoreId,
      );
      const demoProduct = await ids(
        context,
        "select id::text as id from products where store_id = $1 and type = 'product' limit 1",
        context.demoStoreId,
      );
      for (const categoryId of demoCategory) {
        const response = await context.call({
          method: 'POST',
          url: '/api/products',
          headers: context.otra,
          payload: { name: 'Con categoría ajena', price: 1990, categoryId },
        });
        assert.equal(response.statusCode, 400, "demo's category is not otra's");
      }
      for (const productId of demoProduct) {
        const response = await context.call({
          method: 'POST',
          url: '/api/products',
          headers: context.otra,
          payload: {
            name: 'Pack ajeno',
            price: 1990,
            type: 'pack',
            renewalPeriod: 'monthly',
            items: [{ productId }],
          },
        });
        assert.equal(response.statusCode, 400, "demo's product cannot go in otra's pack");
      }
      const own = await context.call({
        method: 'POST',
        url: '/api/products',
        headers: context.otra,
        payload: { name: 'Producto de otra', price: 1990 },
      });
      assert.equal(own.statusCode, 201);
      const { rows } = await context.testApp.db.query<{ store_id: string }>(
        'select store_id::text as store_id from products where id = $1',
        [own.json().id],
      );
      assert.equal(rows[0]?.store_id, context.otraStoreId, "the product is otra's");
    },
  },
  'GET /api/products/:id': {
    request: { method: 'GET', url: `/api/products/${SAMPLE_UUID}` },
    async crossTenant(context) {
      for (const id of await ids(context, DEMO_PRODUCTS, context.demoStoreId)) {
        const response = await context.call({
          method: 'GET',
          url: `/api/products/${id}`,
          headers: context.otra,
        });
        assert.equal(response.statusCode, 404, "demo's product is not otra's");
      }
    },
  },
  'PUT /api/products/:id': {
    request: {
      method: 'PUT',
      url: `/api/products/${SAMPLE_UUID}`,
      payload: { name: 'Producto de cobertura', price: 1990 },
    },
    badBody: { name: '', price: 0 },
    async crossTenant(context) {
      for (const id of await ids(context, DEMO_PRODUCTS, context.demoStoreId)) {
        const response = await context.call({
          method: 'PUT',
          url: `/api/products/${id}`,
          headers: context.otra,
          payload: { name: 'Cambiado por otra', price: 1990 },
        });
        assert.equal(response.statusCode, 404, "otra cannot edit demo's product");
      }
      // Nor point its own product at demo's category.
      const [own] = await ids(context, OWN_PRODUCT, context.otraStoreId);
      for (const categoryId of await ids(context, DEMO_CATEGORIES, context.demoStoreId)) {
        const response = await context.call({
          method: 'PUT',
          url: `/api/products/${own}`,
          headers: context.otra,
          payload: { name: 'Con categoría ajena', price: 1990, categoryId },
        });
        assert.equal(response.statusCode, 400, "demo's category is not otra's");
      }
    },
  },
  'PUT /api/products/:id/archive': {
    request: {
      method: 'PUT',
      url: `/api/products/${SAMPLE_UUID}/archive`,
      payload: { isArchived: true },
    },
    badBody: { isArchived: 'sí' },
    async crossTenant(context) {
      for (const id of await ids(context, DEMO_PRODUCTS, context.demoStoreId)) {
        const response = await context.call({
          method: 'PUT',
          url: `/api/products/${id}/archive`,
          headers: context.otra,
          payload: { isArchived: true },
        });
        assert.equal(response.statusCode, 404);
      }
    },
  },
  'PUT /api/products/:id/visibility': {
    request: {
      method: 'PUT',
      url: `/api/products/${SAMPLE_UUID}/visibility`,
      payload: { isActive: false },
    },
    badBody: { isActive: 'oculto' },
    async crossTenant(context) {
      for (const id of await ids(context, DEMO_PRODUCTS, context.demoStoreId)) {
        const response = await context.call({
          method: 'PUT',
          url: `/api/products/${id}/visibility`,
          headers: context.otra,
          payload: { isActive: false },
        });
        assert.equal(response.statusCode, 404);
      }
    },
  },
  'PUT /api/products/:id/adjust-stock': {
    request: {
      method: 'PUT',
      url: `/api/products/${SAMPLE_UUID}/adjust-stock`,
      payload: { type: 'add', value: 1 },
    },
    badBody: { type: 'add', value: -1 },
    async crossTenant(context) {
      for (const id of await ids(context, DEMO_PRODUCTS, context.demoStoreId)) {
        for (const payload of [
          { type: 'set', value: 0 },
          { type: 'subtract', value: 999 },
        ]) {
          const response = await context.call({
            method: 'PUT',
            url: `/api/products/${id}/adjust-stock`,
            headers: context.otra,
            payload,
          });
          assert.equal(response.statusCode, 404, "demo's stock is not otra's to change");
        }
      }
    },
  },
  'GET /api/products/:id/embed': {
    request: { method: 'GET', url: `/api/products/${SAMPLE_UUID}/embed` },
    async crossTenant(context) {
      for (const id of await ids(context, DEMO_PRODUCTS, context.demoStoreId)) {
        const response = await context.call({
          method: 'GET',
          url: `/api/products/${id}/embed`,
          headers: context.otra,
        });
        assert.equal(response.statusCode, 404);
      }
    },
  },
  'GET /api/store': {
    request: { method: 'GET', url: '/api/store' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: '/api/store',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      const { rows } = await context.testApp.db.query<{ name: string }>(
        'select name from stores where id = $1',
        [context.otraStoreId],
      );
      assert.equal(response.json().siteName, rows[0]?.name, "otra's store, never demo's");
    },
  },
  'PUT /api/store': {
    request: {
      method: 'PUT',
      url: '/api/store',
      payload: { siteName: 'Cobertura', externalWebsite: '', language: 'es', currency: 'CLP' },
    },
    badBody: { siteName: '', externalWebsite: 'www.sin-protocolo.cl', language: 'en' },
    async crossTenant(context) {
      const demoStore = async () =>
        (
          await context.testApp.db.query<Record<string, unknown>>(
            'select name, external_website, language, currency from stores where id = $1',
            [context.demoStoreId],
          )
        ).rows[0];
      const before = await demoStore();
      const response = await context.call({
        method: 'PUT',
        url: '/api/store',
        headers: context.otra,
        payload: {
          siteName: 'Huerta Verde',
          externalWebsite: 'https://www.huertaverde.cl/tienda',
          language: 'es',
          currency: 'CLP',
        },
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().externalWebsite, 'https://www.huertaverde.cl');
      // The stores table keys on `id`, outside the fingerprint: demo's row is compared here.
      assert.deepEqual(await demoStore(), before, "demo's settings are untouched");
      const { rows } = await context.testApp.db.query<{ website: string | null }>(
        'select external_website as website from stores where id = $1',
        [context.otraStoreId],
      );
      assert.equal(rows[0]?.website, 'https://www.huertaverde.cl', "otra's own row holds it");
    },
  },
  'GET /api/categories': {
    request: { method: 'GET', url: '/api/categories' },
    async crossTenant(context) {
      const demoCategories = await ids(context, ALL_CATEGORIES, context.demoStoreId);
      const response = await context.call({
        method: 'GET',
        url: '/api/categories',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      const listed = (
        response.json().categories as Array<{ id: string; children: Array<{ id: string }> }>
      ).flatMap((root) => [root.id, ...root.children.map((child) => child.id)]);
      assert.ok(listed.length > 0);
      for (const id of listed) assert.ok(!demoCategories.has(id));
    },
  },
  'POST /api/categories': {
    request: {
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Categoría de cobertura' },
    },
    badBody: { name: '', description: 'x'.repeat(501) },
    async crossTenant(context) {
      for (const parentId of await ids(context, DEMO_CATEGORIES, context.demoStoreId)) {
        const response = await context.call({
          method: 'POST',
          url: '/api/categories',
          headers: context.otra,
          payload: { name: 'Bajo categoría ajena', parentId },
        });
        assert.equal(response.statusCode, 400, "demo's category cannot be otra's parent");
      }
      const own = await context.call({
        method: 'POST',
        url: '/api/categories',
        headers: context.otra,
        payload: { name: 'Categoría de otra' },
      });
      assert.equal(own.statusCode, 201);
      const { rows } = await context.testApp.db.query<{ store_id: string }>(
        'select store_id::text as store_id from categories where id = $1',
        [own.json().id],
      );
      assert.equal(rows[0]?.store_id, context.otraStoreId);
    },
  },
  'PUT /api/categories/:id': {
    request: {
      method: 'PUT',
      url: `/api/categories/${SAMPLE_UUID}`,
      payload: { name: 'Categoría de cobertura' },
    },
    badBody: { name: '', isEnabled: 'quizás' },
    async crossTenant(context) {
      for (const id of await ids(context, DEMO_CATEGORIES, context.demoStoreId)) {
        const response = await context.call({
          method: 'PUT',
          url: `/api/categories/${id}`,
          headers: context.otra,
          payload: { name: 'Cambiada por otra' },
        });
        assert.equal(response.statusCode, 404);
      }
      // Nor move its own category under demo's.
      const [own] = await ids(context, ROOT_CATEGORY, context.otraStoreId);
      for (const parentId of await ids(context, DEMO_CATEGORIES, context.demoStoreId)) {
        const response = await context.call({
          method: 'PUT',
          url: `/api/categories/${own}`,
          headers: context.otra,
          payload: { name: 'Bajo categoría ajena', parentId },
        });
        assert.equal(response.statusCode, 400);
      }
    },
  },
  'DELETE /api/categories/:id': {
    request: {
      method: 'DELETE',
      url: `/api/categories/${SAMPLE_UUID}`,
      payload: { productAction: 'uncategorize' },
    },
    badBody: { productAction: 'borrar', childCategories: 'todas' },
    async crossTenant(context) {
      for (const id of await ids(context, DEMO_CATEGORIES, context.demoStoreId)) {
        const children = [
          ...(await ids(
            context,
            `select id::text as id from categories where store_id = $1 and parent_id = '${id}'`,
            context.demoStoreId,
          )),
        ];
        const response = await context.call({
          method: 'DELETE',
          url: `/api/categories/${id}`,
          headers: context.otra,
          payload: { productAction: 'uncategorize', childCategories: children },
        });
        assert.equal(response.statusCode, 404, "otra cannot delete demo's category");
      }
      // Nor move its own products into demo's category while deleting one of its own.
      const [own] = await ids(context, CHILDLESS_CATEGORY, context.otraStoreId);
      for (const targetCategoryId of await ids(context, DEMO_CATEGORIES, context.demoStoreId)) {
        const response = await context.call({
          method: 'DELETE',
          url: `/api/categories/${own}`,
          headers: context.otra,
          payload: { productAction: 'move', targetCategoryId },
        });
        assert.equal(response.statusCode, 400);
      }
    },
  },
  'PUT /api/categories/move/:direction/:id': {
    request: {
      method: 'PUT',
      url: `/api/categories/move/down/${SAMPLE_UUID}`,
      payload: {},
    },
    badBody: { categoryId: 'café' },
    async crossTenant(context) {
      for (const id of await ids(context, DEMO_CATEGORIES, context.demoStoreId)) {
        for (const direction of ['up', 'down', 'in', 'out']) {
          const response = await context.call({
            method: 'PUT',
            url: `/api/categories/move/${direction}/${id}`,
            headers: context.otra,
            payload: { categoryId: id },
          });
          assert.equal(response.statusCode, 404);
        }
      }
    },
  },
  'PUT /api/categories/visibility/:action/:id': {
    request: {
      method: 'PUT',
      url: `/api/categories/visibility/hide/${SAMPLE_UUID}`,
      payload: {},
    },
    badBody: { categoryId: 'café' },
    async crossTenant(context) {
      for (const id of await ids(context, DEMO_CATEGORIES, context.demoStoreId)) {
        const response = await context.call({
          method: 'PUT',
          url: `/api/categories/visibility/hide/${id}`,
          headers: context.otra,
          payload: { categoryId: id },
        });
        assert.equal(response.statusCode, 404);
      }
    },
  },
  'GET /api/categories/full-names': {
    request: { method: 'GET', url: '/api/categories/full-names' },
    async crossTenant(context) {
      const demoCategories = await ids(context, ALL_CATEGORIES, context.demoStoreId);
      const response = await context.call({
        method: 'GET',
        url: '/api/categories/full-names',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      for (const category of response.json().categories as Array<{ id: string }>)
        assert.ok(!demoCategories.has(category.id));
    },
  },
  'POST /api/categories/full-names': {
    request: { method: 'POST', url: '/api/categories/full-names', payload: {} },
    badBody: { categoryIds: 'todas' },
    async crossTenant(context) {
      const demoCategories = await ids(context, ALL_CATEGORIES, context.demoStoreId);
      const response = await context.call({
        method: 'POST',
        url: '/api/categories/full-names',
        headers: context.otra,
        payload: { categoryIds: [...demoCategories] },
      });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json().categories, [], 'demo ids give no names');
    },
  },
  'GET /api/store/bank/account': {
    request: { method: 'GET', url: '/api/store/bank/account' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: '/api/store/bank/account',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      const { rows } = await context.testApp.db.query<{ number: string | null }>(
        'select bank_account_number as number from stores where id = $1',
        [context.otraStoreId],
      );
      assert.equal(response.json().accountNumber, rows[0]?.number ?? null, "otra's account");
    },
  },
  'PUT /api/store/bank/account': {
    request: {
      method: 'PUT',
      url: '/api/store/bank/account',
      payload: {
        bankId: '012',
        accountType: 'checking',
        accountNumber: '29471850',
        rut: '77.284.519-7',
      },
    },
    badBody: { bankId: '', accountType: 'plazo', accountNumber: '1234567890123', rut: '1-1' },
    async crossTenant(context) {
      // The store comes from the token: otra's row changes, demo's does not.
      const response = await context.call({
        method: 'PUT',
        url: '/api/store/bank/account',
        headers: context.otra,
        payload: {
          bankId: '037',
          accountType: 'view',
          accountNumber: '11223344',
          rut: '12345678-5',
        },
      });
      assert.equal(response.statusCode, 200);
      const { rows } = await context.testApp.db.query<{ number: string }>(
        'select bank_account_number as number from stores where id = $1',
        [context.otraStoreId],
      );
      assert.equal(rows[0]?.number, '11223344');
    },
  },
  // The custom URL (customization/). `stores` is not in demo's fingerprint: its row is checked.
  'GET /api/customization/domain': {
    request: { method: 'GET', url: '/api/customization/domain' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: '/api/customization/domain',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      const otra = await storeDomain(context, context.otraStoreId);
      assert.equal(response.json().alias, otra.alias, "otra's alias, never demo's");
      assert.equal(response.json().customDomain, otra.customDomain);
    },
  },
  'PUT /api/customization/domain/alias': {
    request: {
      method: 'PUT',
      url: '/api/customization/domain/alias',
      payload: { alias: 'cafecordillera' },
    },
    badBody: { alias: 'Café Cordillera' },
    async crossTenant(context) {
      // demo's alias is another store's for otra (409); otra's own change stays in otra's row.
      const demo = await storeDomain(context, context.demoStoreId);
      const otra = await storeDomain(context, context.otraStoreId);
      const put = (alias: string) =>
        context.call({
          method: 'PUT',
          url: '/api/customization/domain/alias',
          headers: context.otra,
          payload: { alias },
        });
      assert.equal((await put(demo.alias ?? '')).statusCode, 409);
      assert.equal((await put('huerta-cobertura')).statusCode, 200);
      assert.deepEqual(await storeDomain(context, context.demoStoreId), demo);
      assert.equal((await storeDomain(context, context.otraStoreId)).alias, 'huerta-cobertura');
      await restoreStoreDomain(context, context.otraStoreId, otra);
    },
  },
  'POST /api/customization/domain/verification': {
    request: {
      method: 'POST',
      url: '/api/customization/domain/verification',
      payload: { domain: 'cafecordillera.cl' },
    },
    badBody: { domain: 'cafe cordillera' },
    async crossTenant(context) {
      // otra (Pro) connects a domain: its own row holds it (the test DNS finds no records).
      const demo = await storeDomain(context, context.demoStoreId);
      const otra = await storeDomain(context, context.otraStoreId);
      const response = await context.call({
        method: 'POST',
        url: '/api/customization/domain/verification',
        headers: context.otra,
        payload: { domain: 'cafecordillera.cl' },
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().domain.dnsVerified, false);
      assert.deepEqual(await storeDomain(context, context.demoStoreId), demo);
      assert.equal(
        (await storeDomain(context, context.otraStoreId)).customDomain,
        'cafecordillera.cl',
      );
      await restoreStoreDomain(context, context.otraStoreId, otra);
    },
  },
  'DELETE /api/customization/domain/custom-domain': {
    request: { method: 'DELETE', url: '/api/customization/domain/custom-domain' },
    async crossTenant(context) {
      const demoStore = context.demoStoreId;
      const otra = await storeDomain(context, context.otraStoreId);
      await context.testApp.db.query(
        "update stores set custom_domain = 'cafecordillera.cl', dns_verified = true where id = $1",
        [demoStore],
      );
      const demo = await storeDomain(context, demoStore);
      const response = await context.call({
        method: 'DELETE',
        url: '/api/customization/domain/custom-domain',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().customDomain, null);
      assert.deepEqual(await storeDomain(context, demoStore), demo, "demo's domain stays");
      await context.testApp.db.query(
        'update stores set custom_domain = null, dns_verified = false where id = $1',
        [demoStore],
      );
      await restoreStoreDomain(context, context.otraStoreId, otra);
    },
  },
  'GET /api/orders': {
    request: { method: 'GET', url: '/api/orders' },
    async crossTenant(context) {
      const demoOrders = await ids(
        context,
        'select id::text as id from orders where store_id = $1',
        context.demoStoreId,
      );
      const all = await context.call({
        method: 'GET',
        url: '/api/orders?perPage=100',
        headers: context.otra,
      });
      assert.equal(all.statusCode, 200);
      for (const order of all.json().data as Array<{ id: string }>)
        assert.ok(!demoOrders.has(order.id));
      const { rows } = await context.testApp.db.query<{ client_name: string }>(
        'select client_name from orders where store_id = $1 limit 1',
        [context.demoStoreId],
      );
      if (rows[0]) {
        const search = await context.call({
          method: 'GET',
          url: `/api/orders?perPage=100&search=${encodeURIComponent(rows[0].client_name)}`,
          headers: context.otra,
        });
        for (const order of search.json().data as Array<{ id: string }>)
          assert.ok(!demoOrders.has(order.id));
      }
    },
  },
  // The order detail: operations/routes/get-order*.ts, update-order-status.ts and
  // confirm-order-shipping.ts.
  'GET /api/orders/:id': {
    request: { method: 'GET', url: `/api/orders/${SAMPLE_UUID}` },
    async crossTenant(context) {
      await demoOrdersAnswer404(context, 'GET', '');
    },
  },
  'GET /api/orders/:id/items': {
    request: { method: 'GET', url: `/api/orders/${SAMPLE_UUID}/items` },
    async crossTenant(context) {
      await demoOrdersAnswer404(context, 'GET', '/items');
    },
  },
  'GET /api/orders/:id/activity': {
    request: { method: 'GET', url: `/api/orders/${SAMPLE_UUID}/activity` },
    async crossTenant(context) {
      await demoOrdersAnswer404(context, 'GET', '/activity');
    },
  },
  'GET /api/orders/:id/payment': {
    request: { method: 'GET', url: `/api/orders/${SAMPLE_UUID}/payment` },
    async crossTenant(context) {
      await demoOrdersAnswer404(context, 'GET', '/payment');
    },
  },
  'GET /api/orders/:id/communications': {
    request: { method: 'GET', url: `/api/orders/${SAMPLE_UUID}/communications` },
    async crossTenant(context) {
      await demoOrdersAnswer404(context, 'GET', '/communications');
    },
  },
  'GET /api/orders/:id/shipping': {
    request: { method: 'GET', url: `/api/orders/${SAMPLE_UUID}/shipping` },
    async crossTenant(context) {
      await demoOrdersAnswer404(context, 'GET', '/shipping');
    },
  },
  'GET /api/orders/:id/client': {
    request: { method: 'GET', url: `/api/orders/${SAMPLE_UUID}/client` },
    async crossTenant(context) {
      await demoOrdersAnswer404(context, 'GET', '/client');
    },
  },
  'GET /api/orders/:id/billing': {
    request: { method: 'GET', url: `/api/orders/${SAMPLE_UUID}/billing` },
    async crossTenant(context) {
      await demoOrdersAnswer404(context, 'GET', '/billing');
    },
  },
  'POST /api/orders/:id/status': {
    request: {
      method: 'POST',
      url: `/api/orders/${SAMPLE_UUID}/status`,
      payload: { status: 'processing' },
    },
    badBody: { status: 'enviado' },
    async crossTenant(context) {
      await demoOrdersAnswer404(context, 'POST', '/status', { status: 'cancelled' });
    },
  },
  'POST /api/orders/:id/shipping/confirm': {
    request: {
      method: 'POST',
      url: `/api/orders/${SAMPLE_UUID}/shipping/confirm`,
      payload: SHIPMENT_BODY,
    },
    badBody: { ...SHIPMENT_BODY, trackingNumber: '' },
    async crossTenant(context) {
      await demoOrdersAnswer404(context, 'POST', '/shipping/confirm', SHIPMENT_BODY);
    },
  },
  'GET /api/clients': {
    request: { method: 'GET', url: '/api/clients' },
    async crossTenant(context) {
      const demoClients = await ids(context, DEMO_CLIENTS, context.demoStoreId);
      const all = await context.call({
        method: 'GET',
        url: '/api/clients?perPage=100&status=all',
        headers: context.otra,
      });
      assert.equal(all.statusCode, 200);
      const listed = all.json().data as Array<{ id: string }>;
      assert.ok(listed.length > 0 && listed.every((client) => !demoClients.has(client.id)));
      const { rows } = await context.testApp.db.query<{ email: string }>(
        'select email from clients where store_id = $1 limit 1',
        [context.demoStoreId],
      );
      const search = await context.call({
        method: 'GET',
        url: `/api/clients?search=${encodeURIComponent(rows[0]?.email ?? '')}`,
        headers: context.otra,
      });
      assert.equal(search.json().total, 0, "demo's client is not found from otra's store");
    },
  },
  'GET /api/clients/:id': {
    request: { method: 'GET', url: `/api/clients/${SAMPLE_UUID}` },
    async crossTenant(context) {
      await demoClientsAnswer404(context, '');
    },
  },
  'GET /api/clients/:id/orders': {
    request: { method: 'GET', url: `/api/clients/${SAMPLE_UUID}/orders` },
    async crossTenant(context) {
      await demoClientsAnswer404(context, '/orders');
    },
  },
  'GET /api/clients/:id/subscriptions': {
    request: { method: 'GET', url: `/api/clients/${SAMPLE_UUID}/subscriptions` },
    async crossTenant(context) {
      await demoClientsAnswer404(context, '/subscriptions');
    },
  },
  'GET /api/clients/:id/addresses': {
    request: { method: 'GET', url: `/api/clients/${SAMPLE_UUID}/addresses` },
    async crossTenant(context) {
      await demoClientsAnswer404(context, '/addresses');
    },
  },
  'GET /api/clients/:id/communications': {
    request: { method: 'GET', url: `/api/clients/${SAMPLE_UUID}/communications` },
    async crossTenant(context) {
      await demoClientsAnswer404(context, '/communications');
    },
  },
  'GET /api/clients/:id/history': {
    request: { method: 'GET', url: `/api/clients/${SAMPLE_UUID}/history` },
    async crossTenant(context) {
      await demoClientsAnswer404(context, '/history');
    },
  },
  'GET /api/stores/current-plan': {
    request: { method: 'GET', url: '/api/stores/current-plan' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: '/api/stores/current-plan',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      const { rows } = await context.testApp.db.query<{ id: string | null }>(
        'select current_plan_id::text as id from stores where id = $1',
        [context.otraStoreId],
      );
      assert.equal(response.json().currentPlan?.id ?? null, rows[0]?.id ?? null);
    },
  },
  'GET /api/commerce-plans': {
    request: { method: 'GET', url: '/api/commerce-plans' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: '/api/commerce-plans',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      const own = await ids(context, COMMERCE_PLANS, context.otraStoreId);
      const listed = (response.json().plans as Array<{ id: string }>).map((plan) => plan.id);
      assert.ok(listed.length > 0 && listed.every((id) => own.has(id)));
    },
  },
  'POST /api/commerce-plans': {
    request: { method: 'POST', url: '/api/commerce-plans', payload: COMMERCE_PLAN_BODY },
    badBody: { ...COMMERCE_PLAN_BODY, name: '', price: -1 },
    async crossTenant(context) {
      const response = await context.call({
        method: 'POST',
        url: '/api/commerce-plans',
        headers: context.otra,
        payload: COMMERCE_PLAN_BODY,
      });
      assert.equal(response.statusCode, 201);
      assert.ok((await ids(context, COMMERCE_PLANS, context.otraStoreId)).has(response.json().id));
    },
  },
  'PUT /api/commerce-plans/:id': {
    request: {
      method: 'PUT',
      url: `/api/commerce-plans/${SAMPLE_UUID}`,
      payload: COMMERCE_PLAN_BODY,
    },
    badBody: { ...COMMERCE_PLAN_BODY, price: 'gratis' },
    async crossTenant(context) {
      for (const id of await ids(context, COMMERCE_PLANS, context.demoStoreId)) {
        const response = await context.call({
          method: 'PUT',
          url: `/api/commerce-plans/${id}`,
          headers: context.otra,
          payload: COMMERCE_PLAN_BODY,
        });
        assert.equal(response.statusCode, 404);
      }
    },
  },
  'PUT /api/commerce-plans/:id/archive': {
    request: {
      method: 'PUT',
      url: `/api/commerce-plans/${SAMPLE_UUID}/archive`,
      payload: { isArchived: true },
    },
    badBody: { isArchived: false },
    async crossTenant(context) {
      for (const id of await ids(context, COMMERCE_PLANS, context.demoStoreId)) {
        const response = await context.call({
          method: 'PUT',
          url: `/api/commerce-plans/${id}/archive`,
          headers: context.otra,
          payload: { isArchived: true },
        });
        assert.equal(response.statusCode, 404);
      }
    },
  },
  'GET /api/shippings/rules': {
    request: { method: 'GET', url: '/api/shippings/rules' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: '/api/shippings/rules',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      const own = await ids(context, SHIPPING_RULES, context.otraStoreId);
      const listed = (response.json().rules as Array<{ id: string }>).map((rule) => rule.id);
      assert.ok(listed.length > 0 && listed.every((id) => own.has(id)));
    },
  },
  'POST /api/shippings/rules': {
    request: { method: 'POST', url: '/api/shippings/rules', payload: SHIPPING_RULE_BODY },
    badBody: { ...SHIPPING_RULE_BODY, cities: ['Gotham'] },
    async crossTenant(context) {
      const response = await context.call({
        method: 'POST',
        url: '/api/shippings/rules',
        headers: context.otra,
        payload: SHIPPING_RULE_BODY,
      });
      assert.equal(response.statusCode, 201);
      assert.ok((await ids(context, SHIPPING_RULES, context.otraStoreId)).has(response.json().id));
    },
  },
  'PUT /api/shippings/rules/:id': {
    request: {
      method: 'PUT',
      url: `/api/shippings/rules/${SAMPLE_UUID}`,
      payload: SHIPPING_RULE_BODY,
    },
    badBody: { ...SHIPPING_RULE_BODY, price: 50 },
    async crossTenant(context) {
      for (const id of await ids(context, SHIPPING_RULES, context.demoStoreId)) {
        const response = await context.call({
          method: 'PUT',
          url: `/api/shippings/rules/${id}`,
          headers: context.otra,
          payload: SHIPPING_RULE_BODY,
        });
        assert.equal(response.statusCode, 404);
      }
    },
  },
  'DELETE /api/shippings/rules/:id': {
    request: { method: 'DELETE', url: `/api/shippings/rules/${SAMPLE_UUID}` },
    async crossTenant(context) {
      for (const id of await ids(context, SHIPPING_RULES, context.demoStoreId)) {
        const response = await context.call({
          method: 'DELETE',
          url: `/api/shippings/rules/${id}`,
          headers: context.otra,
        });
        assert.equal(response.statusCode, 404);
      }
    },
  },
  'POST /api/aws/s3/signed-upload-url': {
    request: {
      method: 'POST',
      url: '/api/aws/s3/signed-upload-url',
      payload: { contentType: 'image/png' },
    },
    badBody: { contentType: 'image/svg+xml' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'POST',
        url: '/api/aws/s3/signed-upload-url',
        headers: context.otra,
        payload: { contentType: 'image/jpeg' },
      });
      assert.equal(response.statusCode, 200);
      const { rows } = await context.testApp.db.query<{ store_id: string }>(
        'select store_id::text as store_id from uploads where id = $1',
        [response.json().uploadUuid],
      );
      assert.equal(rows[0]?.store_id, context.otraStoreId, "the upload belongs to otra's store");
    },
  },
  'POST /api/auth/private-platform-register': {
    request: {
      method: 'POST',
      url: '/api/auth/private-platform-register',
      payload: { businessName: 'Tienda Nueva', subdomain: 'tienda-nueva' },
    },
    badBody: { businessName: '', subdomain: 'Tienda Nueva' },
    async crossTenant(context) {
      // otra already has a store: no second one, and never demo's subdomain.
      for (const subdomain of ['otra-tienda', 'cafe-cordillera']) {
        const response = await context.call({
          method: 'POST',
          url: '/api/auth/private-platform-register',
          headers: context.otra,
          payload: { businessName: 'Otra Tienda', subdomain },
        });
        assert.equal(response.statusCode, 409);
      }
    },
  },
  'GET /api/setup/tasks': {
    request: { method: 'GET', url: '/api/setup/tasks' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: '/api/setup/tasks',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      const { rows } = await context.testApp.db.query<{ published: boolean; bank: boolean }>(
        'select published_at is not null as published, bank_id is not null as bank from stores where id = $1',
        [context.otraStoreId],
      );
      assert.equal(
        response.json().isStorePublished,
        rows[0]?.published,
        "otra's publication state",
      );
      assert.equal(
        response.json().tasks.bank_account.isCompleted,
        rows[0]?.bank,
        "otra's bank data",
      );
    },
  },
  'POST /api/setup/publish': {
    request: {
      method: 'POST',
      url: '/api/setup/publish',
      payload: { tasks: [{ id: 'contact', isCompleted: true }] },
    },
    badBody: { tasks: 'todas' },
    async crossTenant(context) {
      // otra's own store is incomplete: 409, and nothing of demo's is touched.
      const response = await context.call({
        method: 'POST',
        url: '/api/setup/publish',
        headers: context.otra,
        payload: { tasks: [{ id: 'bank_account', isCompleted: true }] },
      });
      assert.equal(response.statusCode, 409);
    },
  },
  'GET /api/business/contact': {
    request: { method: 'GET', url: '/api/business/contact' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: '/api/business/contact',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      const { rows } = await context.testApp.db.query<{ phones: Array<{ number: string }> }>(
        'select contact_phones as phones from stores where id = $1',
        [context.otraStoreId],
      );
      assert.deepEqual(
        (response.json().contactPhones as Array<{ number: string }>).map((p) => p.number),
        (rows[0]?.phones ?? []).map((p) => p.number),
        "otra's phones",
      );
    },
  },
  'PUT /api/business/contact': {
    request: {
      method: 'PUT',
      url: '/api/business/contact',
      payload: {
        address: '',
        businessHours: [],
        contactPhones: [{ number: '+56911112222', isDefault: true }],
        contactEmails: [{ email: 'cobertura@tienda.cl', isDefault: true }],
        socialMedia: {},
      },
    },
    badBody: {
      businessHours: [{ days: '', startTime: '09:00', endTime: '18:00' }],
      contactPhones: [{ number: 'abc', isDefault: true }],
      contactEmails: [],
      socialMedia: {},
    },
    async crossTenant(context) {
      // Only the caller's own store can be written: otra's row changes, demo's does not.
      const response = await context.call({
        method: 'PUT',
        url: '/api/business/contact',
        headers: context.otra,
        payload: {
          address: 'Av. Libertad 1045',
          businessHours: [],
          contactPhones: [{ number: '+56934567812', isDefault: true }],
          contactEmails: [{ email: 'contacto@huertaverde.cl', isDefault: true }],
          socialMedia: {},
        },
      });
      assert.equal(response.statusCode, 200);
      const { rows } = await context.testApp.db.query<{ address: string }>(
        'select address from stores where id = $1',
        [context.otraStoreId],
      );
      assert.equal(rows[0]?.address, 'Av. Libertad 1045');
    },
  },
  'GET /api/business/billing': {
    request: { method: 'GET', url: '/api/business/billing' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: '/api/business/billing',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      const { rows } = await context.testApp.db.query<{ rut: string | null }>(
        'select billing_rut as rut from stores where id = $1',
        [context.otraStoreId],
      );
      assert.equal(response.json().rut, rows[0]?.rut ?? '', "otra's RUT, never demo's");
    },
  },
  'PUT /api/business/billing': {
    request: {
      method: 'PUT',
      url: '/api/business/billing',
      payload: {
        businessName: 'Cobertura SpA',
        rut: '76.123.456-0',
        industry: 'Comercio',
        address: 'Calle 1',
        city: 'Santiago',
        state: 'Región Metropolitana de Santiago',
        zipCode: '8320000',
        billingEmail: 'facturas@tienda.cl',
        billingPhone: '',
      },
    },
    badBody: { businessName: '', rut: '12.345.678-9', state: 'Mendoza' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'PUT',
        url: '/api/business/billing',
        headers: context.otra,
        payload: {
          businessName: 'Huerta Verde SpA',
          rut: '761234560',
          industry: 'Venta de verduras',
          address: 'Av. Libertad 1045',
          city: 'Viña del Mar',
          state: 'Región de Valparaíso',
          zipCode: '2520000',
          billingEmail: 'facturas@huertaverde.cl',
          billingPhone: '',
        },
      });
      assert.equal(response.statusCode, 200);
      const { rows } = await context.testApp.db.query<{ rut: string }>(
        'select billing_rut as rut from stores where id = $1',
        [context.otraStoreId],
      );
      assert.equal(rows[0]?.rut, '76.123.456-0', "otra's own row holds the data");
    },
  },
  'GET /api/email-templates': {
    request: { method: 'GET', url: '/api/email-templates' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: '/api/email-templates',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      const listed = (response.json().templates as Array<{ id: string }>).map((t) => t.id);
      assert.deepEqual(
        new Set(listed),
        await ids(context, EMAIL_TEMPLATES_OF, context.otraStoreId),
        "otra's templates only",
      );
    },
  },
  'PUT /api/email-templates/:id': {
    request: {
      method: 'PUT',
      url: `/api/email-templates/${SAMPLE_UUID}`,
      payload: { id: SAMPLE_UUID, subject: 'Hola', content: '<p>Hola</p>' },
    },
    badBody: { id: SAMPLE_UUID, subject: '', content: '' },
    async crossTenant(context) {
      // demo's templates, named by their ids, are not otra's: 404 and nothing written.
      for (const id of await ids(context, EMAIL_TEMPLATES_OF, context.demoStoreId)) {
        const response = await context.call({
          method: 'PUT',
          url: `/api/email-templates/${id}`,
          headers: context.otra,
          payload: { id, subject: 'Hola', content: '<p>Hola</p>' },
        });
        assert.equal(response.statusCode, 404);
        assert.equal(response.json().message, 'Plantilla no encontrada');
      }
    },
  },
  'GET /api/business/invoices': {
    request: { method: 'GET', url: '/api/business/invoices' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: '/api/business/invoices',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      const demoInvoices = await ids(
        context,
        'select id::text as id from invoices where store_id = $1',
        context.demoStoreId,
      );
      const listed = (response.json().invoices as Array<{ uuid: string }>).map((i) => i.uuid);
      assert.ok(listed.length > 0, "otra's own invoices");
      assert.ok(
        listed.every((id) => !demoInvoices.has(id)),
        "none of demo's",
      );
    },
  },
  'GET /api/business/invoices/:id/download': {
    request: { method: 'GET', url: `/api/business/invoices/${SAMPLE_UUID}/download` },
    async crossTenant(context) {
      for (const id of await ids(
        context,
        `(select id::text as id from invoices where store_id = $1 and status = 'billed' limit 1)
         union all (select id::text from invoices where store_id = $1 and status = 'pending')`,
        context.demoStoreId,
      )) {
        const response = await context.call({
          method: 'GET',
          url: `/api/business/invoices/${id}/download`,
          headers: context.otra,
        });
        assert.equal(response.statusCode, 404, "demo's invoice is not otra's");
      }
    },
  },
  'GET /downloads/invoices/:id': {
    request: { method: 'GET', url: `/downloads/invoices/${SAMPLE_UUID}?token=x` },
    async crossTenant(context) {
      const demo = bearer(await getAccessToken(context.testApp.app, DEMO_EMAIL));
      const [id] = await ids(
        context,
        "select id::text as id from invoices where store_id = $1 and status = 'billed' limit 1",
        context.demoStoreId,
      );
      const download = await context.call({
        method: 'GET',
        url: `/api/business/invoices/${id}/download`,
        headers: demo,
      });
      const fileUrl = new URL(download.json().fileUrl as string);
      const link = `${fileUrl.pathname}${fileUrl.search}`;
      assert.equal(
        (await context.call({ method: 'GET', url: link, headers: demo })).statusCode,
        200,
      );
      const response = await context.call({ method: 'GET', url: link, headers: context.otra });
      assert.equal(response.statusCode, 404, "demo's invoice, even with its link");
      assert.doesNotMatch(response.body, /%PDF/);
    },
  },
  'GET /api/business/account-statement/:variant': {
    request: { method: 'GET', url: '/api/business/account-statement/sales?period=01-2026' },
    async crossTenant(context) {
      const demoTransactions = await ids(
        context,
        'select id::text as id from account_transactions where store_id = $1',
        context.demoStoreId,
      );
      const now = new Date();
      for (const variant of ['sales', 'commission']) {
        for (let back = 0; back < 3; back += 1) {
          const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - back, 1));
          const period = `${String(month.getUTCMonth() + 1).padStart(2, '0')}-${month.getUTCFullYear()}`;
          const response = await context.call({
            method: 'GET',
            url: `/api/business/account-statement/${variant}?period=${period}`,
            headers: context.otra,
          });
          assert.equal(response.statusCode, 200, `${variant} ${period}`);
          const listed = response.json().transactions as Array<{ uuid: string }>;
          assert.ok(
            listed.every((t) => !demoTransactions.has(t.uuid)),
            "none of demo's",
          );
        }
      }
    },
  },
  'GET /api/store/tours': {
    request: { method: 'GET', url: '/api/store/tours' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: '/api/store/tours',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      const { rows } = await context.testApp.db.query<{ n: number }>(
        `select count(*) as n from user_tours t join users u on u.id = t.user_id where u.email = $1`,
        [OTHER_EMAIL],
      );
      const visited = Object.values(response.json()).filter((value) => value !== null);
      assert.equal(visited.length, Number(rows[0]?.n), "only otra's visits");
    },
  },
  'PUT /api/store/tours/:idTour/mark-as-visited': {
    request: {
      method: 'PUT',
      url: '/api/store/tours/dashboard/mark-as-visited',
      payload: { tourId: 'dashboard', visitedAt: '2026-11-01T12:00:00.000Z' },
    },
    badBody: { tourId: 'dashboard', visitedAt: 'ayer' },
    async crossTenant(context) {
      const demoTours = () =>
        context.testApp.db.query(
          `select t.* from user_tours t join users u on u.id = t.user_id where u.email = $1 order by tour_id`,
          [DEMO_EMAIL],
        );
      const before = (await demoTours()).rows;
      const response = await context.call({
        method: 'PUT',
        url: '/api/store/tours/client-detail/mark-as-visited',
        headers: context.otra,
        payload: { tourId: 'client-detail', visitedAt: '2026-11-01T12:00:00.000Z' },
      });
      assert.equal(response.statusCode, 200);
      assert.deepEqual((await demoTours()).rows, before, "demo's tours unchanged");
    },
  },
  // The platform's plan change and the saved cards it is charged to (commerce/plan-change.ts,
  // commerce/saved-card-queries.ts). `stores` is not in demo's fingerprint: its plan is checked.
  'GET /api/store-subscriptions/current-plan': {
    request: { method: 'GET', url: '/api/store-subscriptions/current-plan' },
    async crossTenant(context) {
      const response = await context.call({
        method: 'GET',
        url: '/api/store-subscriptions/current-plan',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      const otraPlan = await storePlan(context, context.otraStoreId);
      assert.equal(response.json().currentPlan.id, otraPlan.current, "otra's plan, never demo's");
    },
  },
  'GET /api/store-subscriptions/plan-change-preview': {
    request: {
      method: 'GET',
      url: `/api/store-subscriptions/plan-change-preview?planId=${PRO_PLAN_ID}`,
    },
    async crossTenant(context) {
      // otra (on Pro, no saved card) previews Starter: its own state, never demo's card.
      const response = await context.call({
        method: 'GET',
        url: `/api/store-subscriptions/plan-change-preview?planId=${STARTER_PLAN_ID}`,
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().card, null, "demo's default card is not offered to otra");
      assert.ok(response.json().blockedBy.includes('card'));
    },
  },
  'PUT /api/store-subscriptions/upgrade-plan': {
    request: {
      method: 'PUT',
      url: '/api/store-subscriptions/upgrade-plan',
      payload: { planId: PRO_PLAN_ID, currentPlanId: STARTER_PLAN_ID },
    },
    badBody: { planId: 'pro', currentPlanId: STARTER_PLAN_ID },
    async crossTenant(context) {
      // demo's view (Starter → Pro) sent with otra's token: stale for otra's own store (on Pro).
      const demoPlan = await storePlan(context, context.demoStoreId);
      const response = await context.call({
        method: 'PUT',
        url: '/api/store-subscriptions/upgrade-plan',
        headers: context.otra,
        payload: { planId: PRO_PLAN_ID, currentPlanId: STARTER_PLAN_ID },
      });
      assert.equal(response.statusCode, 409);
      assert.deepEqual(await storePlan(context, context.demoStoreId), demoPlan);
    },
  },
  'PUT /api/store-subscriptions/downgrade-plan': {
    request: {
      method: 'PUT',
      url: '/api/store-subscriptions/downgrade-plan',
      payload: { planId: STARTER_PLAN_ID, currentPlanId: PRO_PLAN_ID },
    },
    badBody: { planId: STARTER_PLAN_ID },
    async crossTenant(context) {
      // otra has no saved card: refused for otra's own store; demo's default card does not count.
      const demoPlan = await storePlan(context, context.demoStoreId);
      const response = await context.call({
        method: 'PUT',
        url: '/api/store-subscriptions/downgrade-plan',
        headers: context.otra,
        payload: { planId: STARTER_PLAN_ID, currentPlanId: PRO_PLAN_ID },
      });
      assert.equal(response.statusCode, 409);
      assert.equal((await storePlan(context, context.otraStoreId)).next, null);
      assert.deepEqual(await storePlan(context, context.demoStoreId), demoPlan);
    },
  },
  'PUT /api/store-subscriptions/cancel-plan-change': {
    request: {
      method: 'PUT',
      url: '/api/store-subscriptions/cancel-plan-change',
      payload: { cancelNextPlan: true },
    },
    badBody: { cancelNextPlan: false },
    async crossTenant(context) {
      const demoPlan = await storePlan(context, context.demoStoreId);
      const response = await context.call({
        method: 'PUT',
        url: '/api/store-subscriptions/cancel-plan-change',
        headers: context.otra,
        payload: { cancelNextPlan: true },
      });
      assert.equal(response.statusCode, 409, 'otra has no pending change of its own');
      assert.deepEqual(await storePlan(context, context.demoStoreId), demoPlan);
    },
  },
  'GET /api/payment-methods/credit-cards': {
    request: { method: 'GET', url: '/api/payment-methods/credit-cards' },
    async crossTenant(context) {
      const demoCards = await ids(context, DEMO_CARDS, context.demoStoreId);
      const response = await context.call({
        method: 'GET',
        url: '/api/payment-methods/credit-cards',
        headers: context.otra,
      });
      assert.equal(response.statusCode, 200);
      for (const card of response.json().cards as Array<{ id: string }>) {
        assert.ok(!demoCards.has(card.id), "demo's card listed to otra");
      }
    },
  },
  'PUT /api/payment-methods/credit-cards/:id/set-default': {
    request: {
      method: 'PUT',
      url: `/api/payment-methods/credit-cards/${SAMPLE_UUID}/set-default`,
      payload: { isDefault: true },
    },
    badBody: { isDefault: false },
    async crossTenant(context) {
      for (const id of await ids(context, DEMO_CARDS, context.demoStoreId)) {
        const response = await context.call({
          method: 'PUT',
          url: `/api/payment-methods/credit-cards/${id}/set-default`,
          headers: context.otra,
          payload: { isDefault: true },
        });
        assert.equal(response.statusCode, 404);
      }
    },
  },
  'DELETE /api/payment-methods/credit-cards/:id': {
    request: { method: 'DELETE', url: `/api/payment-methods/credit-cards/${SAMPLE_UUID}` },
    async crossTenant(context) {
      for (const id of await ids(context, DEMO_CARDS, context.demoStoreId)) {
        const response = await context.call({
          method: 'DELETE',
          url: `/api/payment-methods/credit-cards/${id}`,
          headers: context.otra,
        });
        assert.equal(response.statusCode, 404);
      }
    },
  },
  'POST /api/payment-methods/oneclick/add-card': {
    request: { method: 'POST', url: '/api/payment-methods/oneclick/add-card', payload: {} },
    badBody: [],
    async crossTenant(context) {
      // The enrolment otra starts is its store's: a card enrolled with it goes to otra only.
      const response = await context.call({
        method: 'POST',
        url: '/api/payment-methods/oneclick/add-card',
        headers: context.otra,
        payload: {},
      });
      assert.equal(response.statusCode, 200);
      const { rows } = await context.testApp.db.query<{ storeId: string }>(
        `select store_id::text as "storeId" from payment_sessions
         where token = $1 and kind = 'card_enrollment'`,
        [response.json().token],
      );
      assert.deepEqual(rows, [{ storeId: context.otraStoreId }]);
    },
  },
  // Order documents (operations/routes/*document*.ts): demo's document lives only while its
  // check runs (withDemoDocument), so demo's rows end as they were.
  'GET /api/orders/:id/documents': {
    request: { method: 'GET', url: `/api/orders/${SAMPLE_UUID}/documents` },
    async crossTenant(context) {
      await withDemoDocument(context, async (demoDocument) => {
        const response = await context.call({
          method: 'GET',
          url: `/api/orders/${demoDocument.orderId}/documents`,
          headers: context.otra,
        });
        assert.equal(response.statusCode, 404, "demo's order is not otra's");
        assert.doesNotMatch(response.body, new RegExp(demoDocument.id));
      });
    },
  },
  'POST /api/order-documents': {
    request: {
      method: 'POST',
      url: '/api/order-documents',
      payload: { orderUuid: SAMPLE_UUID, uploadUuid: SAMPLE_UUID, filename: 'guia.pdf' },
    },
    badBody: { orderUuid: SAMPLE_UUID, uploadUuid: SAMPLE_UUID, filename: 'foto.png' },
    async crossTenant(context) {
      await withDemoDocument(context, async (demoDocument) => {
        const otraOrder =
          [
            ...(await ids(
              context,
              'select id::text as id from orders where store_id = $1 limit 1',
              context.otraStoreId,
            )),
          ][0] ?? '';
        const otraUpload = await uploadDocument(context, context.otra);
        const attach = (orderUuid: string, uploadUuid: string) =>
          context.call({
            method: 'POST',
            url: '/api/order-documents',
            headers: context.otra,
            payload: { orderUuid, uploadUuid, filename: 'Ajeno.pdf' },
          });
        assert.equal(
          (await attach(demoDocument.orderId, otraUpload)).statusCode,
          404,
          "demo's order",
        );
        for (const demoUpload of [demoDocument.freeUploadUuid, demoDocument.uploadUuid]) {
          assert.equal((await attach(otraOrder, demoUpload)).statusCode, 400, "demo's upload");
        }
        const own = await attach(otraOrder, otraUpload);
        assert.equal(own.statusCode, 201, own.body);
        const { rows } = await context.testApp.db.query<{ store_id: string }>(
          'select store_id::text as store_id from order_documents where id = $1',
          [own.json().id],
        );
        assert.equal(rows[0]?.store_id, context.otraStoreId, "the document is otra's");
      });
    },
  },
  'GET /api/order-documents/:id/download': {
    request: { method: 'GET', url: `/api/order-documents/${SAMPLE_UUID}/download` },
    async crossTenant(context) {
      await withDemoDocument(context, async (demoDocument) => {
        const response = await context.call({
          method: 'GET',
          url: `/api/order-documents/${demoDocument.id}/download`,
          headers: context.otra,
        });
        assert.equal(response.statusCode, 404, "demo's document is not otra's");
      });
    },
  },
  'GET /downloads/order-documents/:id': {
    request: { method: 'GET', url: `/downloads/order-documents/${SAMPLE_UUID}?token=x` },
    async crossTenant(context) {
      await withDemoDocument(context, async (demoDocument) => {
        const response = await context.call({
          method: 'GET',
          url: demoDocument.link,
          headers: context.otra,
        });
        assert.equal(response.statusCode, 404, "demo's file, even with its link");
        assert.doesNotMatch(response.body, /%PDF/);
      });
    },
  },
};

/** A PDF stored through a signed URL by the caller's store; its upload id. */
async function uploadDocument(context: CoverageContext, headers: { authorization: string }) {
  const signed = await context.call({
    method: 'POST',
    url: '/api/aws/s3/signed-upload-url',
    headers,
    payload: { contentType: 'application/pdf' },
  });
  const { uploadUuid, endpoint } = signed.json() as { uploadUuid: string; endpoint: string };
  const url = new URL(endpoint);
  const put = await context.call({
    method: 'PUT',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/pdf' },
    payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  assert.equal(put.statusCode, 200, put.body);
  return uploadUuid;
}

/**
 * Runs `check` with a document of demo's order (its download link fetched by demo) and a stored
 * demo upload that is no document yet, then deletes them (and the activity entry), so demo's rows
 * end as they were.
 */
async function withDemoDocument(
  context: CoverageContext,
  check: (demoDocument: {
    id: string;
    orderId: string;
    uploadUuid: string;
    freeUploadUuid: string;
    link: string;
  }) => Promise<void>,
): Promise<void> {
  const { db } = context.testApp;
  const demo = bearer(await getAccessToken(context.testApp.app, DEMO_EMAIL));
  const orderId =
    [
      ...(await ids(
        context,
        'select id::text as id from orders where store_id = $1 limit 1',
        context.demoStoreId,
      )),
    ][0] ?? '';
  const uploadUuid = await uploadDocument(context, demo);
  const freeUploadUuid = await uploadDocument(context, demo);
  const name = 'Cobertura.pdf';
  try {
    const created = await context.call({
      method: 'POST',
      url: '/api/order-documents',
      headers: demo,
      payload: { orderUuid: orderId, uploadUuid, filename: name },
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id as string;
    const download = await context.call({
      method: 'GET',
      url: `/api/order-documents/${id}/download`,
      headers: demo,
    });
    const fileUrl = new URL(download.json().fileUrl as string);
    const link = `${fileUrl.pathname}${fileUrl.search}`;
    assert.equal((await context.call({ method: 'GET', url: link, headers: demo })).statusCode, 200);
    await check({ id, orderId, uploadUuid, freeUploadUuid, link });
  } finally {
    await db.query('delete from order_documents where store_id = $1 and upload_id = $2', [
      context.demoStoreId,
      uploadUuid,
    ]);
    await db.query(
      'delete from order_history where store_id = $1 and order_id = $2 and description = $3',
      [context.demoStoreId, orderId, `Documento agregado: ${name}`],
    );
    await db.query('delete from uploads where store_id = $1 and id = any($2::uuid[])', [
      context.demoStoreId,
      [uploadUuid, freeUploadUuid],
    ]);
  }
}

const key = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/** Public routes that take a body: a sample call without a token and the status it must get. */
const PUBLIC_SAMPLES: Record<string, { request: InjectOptions; statusCode: number }> = {
  // The checkout's shipping quote: a published store and a commune one of its rules lists.
  'GET /api/public/stores/:subdomain/shipping-quote': {
    request: {
      method: 'GET',
      url: '/api/public/stores/cafe-cordillera/shipping-quote?commune=Providencia',
    },
    statusCode: 200,
  },
  'POST /api/auth/reset-password': {
    request: {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'nadie@tienda.cl' },
    },
    statusCode: 200,
  },
  'POST /api/auth/reset-password/confirm': {
    request: {
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: { token: 'no-existe', password: 'Nueva#2026' },
    },
    // Reaches the handler without a token: the unknown link is refused, not the caller.
    statusCode: 400,
  },
  // The shell's session: the cookie, not a bearer token, is what these routes read.
  'POST /api/session': {
    request: {
      method: 'POST',
      url: '/api/session',
      headers: { origin: 'http://localhost:3000' },
      payload: { username: DEMO_EMAIL, password: DEMO_PASSWORD },
    },
    statusCode: 200,
  },
  'POST /api/session/refresh': {
    // No session cookie: the session's own 401 ('Tu sesión expiró…'), not the bearer check's.
    request: {
      method: 'POST',
      url: '/api/session/refresh',
      headers: { origin: 'http://localhost:3000' },
      payload: {},
    },
    statusCode: 401,
  },
  'DELETE /api/session': {
    request: {
      method: 'DELETE',
      url: '/api/session',
      headers: { origin: 'http://localhost:3000' },
    },
    statusCode: 200,
  },
  // mfe-public: registration, the demo form, the public order payment. Unknown ids and codes
  // reach their handlers (404/400), never a 401.
  'POST /api/auth/public-platform-register': {
    request: {
      method: 'POST',
      url: '/api/auth/public-platform-register',
      payload: {
        businessName: 'Tienda Cobertura',
        firstName: 'Ana',
        lastName: 'Rojas',
        email: 'cobertura@tienda.cl',
        password: 'Segura#2026',
        subdomain: 'tienda-cobertura',
      },
    },
    statusCode: 201,
  },
  'POST /api/auth/send-verification-code': {
    request: {
      method: 'POST',
      url: '/api/auth/send-verification-code',
      payload: { email: 'nadie@tienda.cl' },
    },
    statusCode: 400,
  },
  'POST /api/auth/client/verify-code': {
    request: {
      method: 'POST',
      url: '/api/auth/client/verify-code',
      payload: { email: 'nadie@tienda.cl', code: '123456' },
    },
    statusCode: 400,
  },
  'POST /api/leads': {
    request: {
      method: 'POST',
      url: '/api/leads',
      payload: {
        fullName: 'Ana Rojas',
        sector: 'Retail',
        email: 'ana@x.cl',
        phone: '+56 9 1234 5678',
      },
    },
    statusCode: 201,
  },
  'POST /api/forms/demo-request': {
    request: {
      method: 'POST',
      url: '/api/forms/demo-request',
      payload: {
        fullName: 'Ana Rojas',
        sector: 'Retail',
        email: 'ana@x.cl',
        phone: '+56 9 1234 5678',
      },
    },
    statusCode: 200,
  },
  'GET /api/public/orders/:publicId': {
    request: { method: 'GET', url: `/api/public/orders/${'0'.repeat(32)}` },
    statusCode: 404,
  },
  'POST /api/public/orders/:publicId/payments': {
    request: { method: 'POST', url: `/api/public/orders/${'0'.repeat(32)}/payments`, payload: {} },
    statusCode: 404,
  },
  'GET /api/public/payments/webpay-return': {
    request: { method: 'GET', url: '/api/public/payments/webpay-return?token_ws=desconocido' },
    statusCode: 404,
  },
  'POST /api/public/payments/webpay-return': {
    request: {
      method: 'POST',
      url: '/api/public/payments/webpay-return',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token_ws=desconocido',
    },
    statusCode: 404,
  },
  // The embed's card of an unknown product: its "not available" page, never a 401.
  'GET /api/public/embed/stores/:subdomain/products/:productId': {
    request: {
      method: 'GET',
      url: `/api/public/embed/stores/cafe-cordillera/products/${SAMPLE_UUID}`,
    },
    statusCode: 404,
  },
  // The card provider's way back with an unknown inscription: the account page with the error.
  'GET /api/public/payment-methods/oneclick/return': {
    request: {
      method: 'GET',
      url: '/api/public/payment-methods/oneclick/return?TBK_TOKEN=desconocido',
    },
    statusCode: 303,
  },
  'POST /api/public/payment-methods/oneclick/return': {
    request: {
      method: 'POST',
      url: '/api/public/payment-methods/oneclick/return',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'TBK_TOKEN=desconocido',
    },
    statusCode: 303,
  },
};
const HAS_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** A digest of every row of demo's store in every tenant table, plus demo's user row. */
async function demoFingerprint(testApp: TestApp, storeId: string): Promise<Record<string, string>> {
  const { rows: tables } = await testApp.db.query<{ table_name: string }>(
    `select table_name from information_schema.columns
     where table_schema = 'public' and column_name = 'store_id' order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const { rows } = await testApp.db.query<{ digest: string | null }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t where store_id = $1`,
      [storeId],
    );
    digest[table] = rows[0]?.digest ?? '';
  }
  const { rows } = await testApp.db.query<{ digest: string }>(
    `select md5(u::text) as digest from users u where email = $1`,
    [DEMO_EMAIL],
  );
  digest.users = rows[0]?.digest ?? '';
  return digest;
}

describe('route coverage: every /api route is authenticated, tenant-scoped and validated', () => {
  let testApp: TestApp;
  let apiRoutes: RegisteredRoute[];
  let context: CoverageContext;

  before(async () => {
    testApp = await createTestApp();
    apiRoutes = testApp.app.registeredRoutes.filter(
      (route) =>
        (route.url.startsWith('/api/') || route.url.startsWith('/downloads/')) &&
        route.method !== 'OPTIONS' &&
        route.method !== 'HEAD',
    );
    const { rows } = await testApp.db.query<{ email: string; id: string }>(
      `select u.email, s.id::text as id from stores s join users u on u.id = s.owner_user_id where u.email = any($1)`,
      [[DEMO_EMAIL, OTHER_EMAIL]],
    );
    const storeOf = (email: string) => rows.find((row) => row.email === email)?.id ?? '';
    const exported = await testApp.app.inject({
      method: 'POST',
      url: '/api/metrics/reports/revenue/export',
      headers: bearer(await getAccessToken(testApp.app, DEMO_EMAIL)),
      payload: { startDate: '2025-11-23', endDate: '2026-11-22' },
    });
    assert.equal(exported.statusCode, 200, exported.body);
    const demoReportUrl = new URL(exported.json().data.fileUrl as string);
    context = {
      testApp,
      otra: bearer(await getAccessToken(testApp.app, OTHER_EMAIL)),
      demoStoreId: storeOf(DEMO_EMAIL),
      otraStoreId: storeOf(OTHER_EMAIL),
      demoReportLink: `${demoReportUrl.pathname}${demoReportUrl.search}`,
      call: (options) => testApp.app.inject(options),
    };
    assert.ok(context.demoStoreId && context.otraStoreId, 'the seed has both stores');
  });
  after(() => testApp.close());

  it('has a coverage entry for every non-public /api route, and no stale entries', () => {
    const protectedRoutes = apiRoutes
      .filter((route) => !isPublicRoute(route.method, route.url))
      .map(key);
    const missing = protectedRoutes.filter((route) => !(route in COVERAGE));
    assert.deepEqual(missing, [], `routes without coverage: ${missing.join(', ')}`);
    const stale = Object.keys(COVERAGE).filter((entry) => !protectedRoutes.includes(entry));
    assert.deepEqual(stale, [], `coverage entries without a route: ${stale.join(', ')}`);
    const withoutBadBody = protectedRoutes.filter(
      (route) => HAS_BODY.has(route.split(' ')[0] ?? '') && !COVERAGE[route]?.badBody,
    );
    assert.deepEqual(
      withoutBadBody,
      [],
      `routes with a body but no bad-body case: ${withoutBadBody.join(', ')}`,
    );
  });

  it('lists only registered routes as public, and they answer without a token', async () => {
    for (const route of PUBLIC_ROUTES) {
      assert.ok(
        apiRoutes.some((registered) => key(registered) === key(route)),
        `${key(route)} is registered`,
      );
      const sample = PUBLIC_SAMPLES[key(route)];
      const response = await testApp.app.inject(
        sample?.request ?? { method: route.method as InjectOptions['method'], url: route.url },
      );
      assert.equal(response.statusCode, sample?.statusCode ?? 200, key(route));
    }
  });

  it('answers 401 without a valid token on every protected route', async () => {
    for (const [route, entry] of Object.entries(COVERAGE)) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
        const response = await testApp.app.inject({ ...entry.request, headers });
        assert.equal(response.statusCode, 401, `${route} ${JSON.stringify(headers)}`);
        assert.equal(response.json().statusCode, 401);
      }
    }
  });

  it('answers 400 with a message for a bad body on every route with a body', async () => {
    const demo = bearer(await getAccessToken(testApp.app, DEMO_EMAIL));
    const before = await demoFingerprint(testApp, context.demoStoreId);
    for (const [route, entry] of Object.entries(COVERAGE)) {
      if (entry.badBody === undefined) continue;
      for (const payload of [entry.badBody, 'texto plano']) {
        const response = await testApp.app.inject({
          ...entry.request,
          headers: { ...demo, 'content-type': 'application/json' },
          payload: typeof payload === 'string' ? JSON.stringify(payload) : (payload as object),
        });
        assert.equal(response.statusCode, 400, `${route} ${JSON.stringify(payload)}`);
        const body = response.json();
        assert.equal(body.error, 'Bad Request');
        assert.ok(typeof body.message === 'string' && body.message.length > 0);
      }
    }
    assert.deepEqual(
      await demoFingerprint(testApp, context.demoStoreId),
      before,
      'bad bodies changed nothing',
    );
  });

  it("keeps otra@tienda.cl away from demo's data on every route, changing nothing of demo's", async () => {
    const before = await demoFingerprint(testApp, context.demoStoreId);
    for (const [route, entry] of Object.entries(COVERAGE)) {
      await entry.crossTenant(context).catch((error: unknown) => {
        throw new Error(`${route}: ${(error as Error).message}`, { cause: error });
      });
    }
    assert.deepEqual(await demoFingerprint(testApp, context.demoStoreId), before);
  });
});
