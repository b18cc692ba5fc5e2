import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { CATALOGUE_STORES, seedPublicSite } from '../../db/seed-public-site.ts';
import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { PublicStore } from '../contract.ts';

describe('public site data: platform settings and the store catalogue', () => {
  let testApp: TestApp;
  before(async () => {
    testApp = await createTestApp();
  });
  after(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });
  const stores = async (query = '') => {
    const response = await get(`/api/public/stores${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { stores: PublicStore[]; total: number; categories: string[] };
  };

  describe('GET /api/public/platform-settings', () => {
    it('gives the contact details, business hours and support times without a token', async () => {
      const response = await get('/api/public/platform-settings');
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.email, 'contacto@suscribe.cl');
      assert.match(body.phone.number, /^\+56\d{9}$/);
      assert.match(body.phone.whatsapp, /^\+569\d{8}$/);
      assert.equal(
        body.address.fullAddress,
        'Av. Providencia 1208, oficina 1603, Providencia, Región Metropolitana de Santiago',
      );
      assert.equal(typeof body.address.latitude, 'number');
      assert.deepEqual(body.businessHours, [
        {
          days: 'Lunes a Viernes',
          startTime: '09:00',
          endTime: '18:00',
          status: 'open',
          description: '09:00 - 18:00',
        },
        {
          days: 'Sábado',
          startTime: null,
          endTime: null,
          status: 'closed',
          description: 'Cerrado',
        },
        {
          days: 'Domingo',
          startTime: null,
          endTime: null,
          status: 'closed',
          description: 'Cerrado',
        },
      ]);
      assert.deepEqual(body.support.responseTimes, {
        email: '24 horas',
        whatsapp: '2 horas',
        phone: 'Inmediata',
      });
      assert.equal(body.support.responseTime, '24 horas');
      assert.deepEqual(body.support.hours, {
        days: 'Lunes a Viernes',
        startTime: '09:00',
        endTime: '18:00',
      });
      assert.equal(body.legalName, 'Suscribe SpA');
    });

    it('reflects what the operator changes (the seed never overwrites it)', async () => {
      await testApp.db.query(
        "update platform_settings set email = 'hola@suscribe.cl' where id = 1",
      );
      try {
        await seedPublicSite(testApp.db);
        assert.equal((await get('/api/public/platform-settings')).json().email, 'hola@suscribe.cl');
      } finally {
        await testApp.db.query(
          "update platform_settings set email = 'contacto@suscribe.cl' where id = 1",
        );
      }
    });
  });

  describe('GET /api/public/stores', () => {
    it('lists the catalogue in order with the partner fields, without a token', async () => {
      const body = await stores();
      assert.equal(body.total, CATALOGUE_STORES.length);
      assert.deepEqual(
        body.stores.map((store) => store.name),
        CATALOGUE_STORES.map((store) => store.name),
      );
      assert.deepEqual(body.categories, [
        'Alimentación',
        'Salud',
        'Bebidas',
        'Belleza',
        'Educación',
        'Hogar',
        'Tecnología',
      ]);
      const huerta = body.stores[0]!;
      for (const field of [
        'id',
        'slug',
        'name',
        'logo',
        'url',
        'description',
        'category',
        'tags',
        'featured',
        'isPartner',
        'clientSince',
        'startingPrice',
        'deliveryFrequency',
        'rating',
        'reviewCount',
        'successStory',
        'reviews',
      ]) {
        assert.ok(field in huerta, field);
      }
      assert.equal(huerta.clientSince, '2024-03-04');
      assert.deepEqual(huerta.successStory, {
        quote: CATALOGUE_STORES[0]!.successStory!.quote,
        subscribers: 1200,
        coverage: 'Santiago, Rancagua y Valparaíso',
      });
      assert.equal(huerta.startingPrice, 14990);
    });

    it('derives the rating (average to one decimal) and the review count from the reviews', async () => {
      const body = await stores();
      for (const store of body.stores) {
        assert.equal(store.reviewCount, store.reviews.length, store.name);
        if (!store.reviews.length) {
          assert.equal(store.rating, null, store.name);
          continue;
        }
        const average =
          store.reviews.reduce((sum, review) => sum + review.rating, 0) / store.reviews.length;
        assert.equal(store.rating, Math.round(average * 10) / 10, store.name);
        const dates = store.reviews.map((review) => review.date);
        assert.deepEqual(dates, [...dates].sort().reverse(), `${store.name}: newest review first`);
        for (const review of store.reviews) {
          assert.match(review.date, /^\d{4}-\d{2}-\d{2}$/);
          assert.equal(typeof review.verified, 'boolean');
        }
      }
      const huerta = body.stores.find((store) => store.slug === 'huerta-viva');
      assert.equal(huerta?.rating, 4.8); // 5, 5, 4, 5
      assert.equal(huerta?.reviewCount, 4);
    });

    it('lists the demo merchant’s published store as one of the catalogue', async () => {
      const { rows } = await testApp.db.query<{ slug: string }>(
        'select slug from catalogue_stores where platform_store_id = $1',
        [DEMO_STORE_ID],
      );
      assert.deepEqual(rows, [{ slug: 'cafe-cordillera' }]);
    });

    it('searches name, description, category and tags regardless of case and accents', async () => {
      assert.deepEqual(
        (await stores('?search=CAFE')).stores.map((store) => store.slug),
        ['cafe-cordillera'],
      );
      assert.deepEqual(
        (await stores(`?search=${encodeURIComponent('robótica')}`)).stores.map(
          (store) => store.slug,
        ),
        ['codigo-kids'],
      );
      // a tag
      assert.deepEqual(
        (await stores('?search=retornables')).stores.map((store) => store.slug),
        ['casa-limpia-verde'],
      );
      // the category's name
      const education = await stores('?search=educacion');
      assert.deepEqual(
        education.stores.map((store) => store.category),
        ['Educación', 'Educación'],
      );
      // LIKE wildcards are plain text
      assert.equal((await stores('?search=%25')).total, 0);
      assert.equal((await stores('?search=zzzz')).total, 0);
    });

    it('filters by category, featured and partner, and combines the filters', async () => {
      const drinks = await stores(`?category=${encodeURIComponent('Bebidas')}`);
      assert.deepEqual(
        drinks.stores.map((store) => store.slug),
        ['cafe-cordillera', 'club-vinos-los-boldos', 'te-andino'],
      );
      assert.equal((await stores('?category=Todas')).total, CATALOGUE_STORES.length);

      const featured = await stores('?featured=true');
      assert.ok(featured.stores.length > 3, 'more featured stores than the three shown first');
      assert.ok(featured.stores.every((store) => store.featured));
      assert.equal((await stores('?featured=false')).total, CATALOGUE_STORES.length);

      const partners = await stores('?partner=true');
      assert.ok(partners.stores.every((store) => store.isPartner));
      assert.ok(partners.stores.filter((store) => store.successStory).length >= 2);

      const combined = await stores(
        `?category=${encodeURIComponent('Alimentación')}&featured=true&search=pan`,
      );
      assert.deepEqual(
        combined.stores.map((store) => store.slug),
        ['masa-madre-sur'],
      );
    });

    it('answers 400 with a clear message for a bad query', async () => {
      const cases: Array<[string, RegExp]> = [
        ['?category=Juguetes', /«category» debe ser uno de: Todas, Alimentación, Salud/],
        ['?featured=quizas', /«featured» debe ser verdadero o falso/],
        ['?partner=2', /«partner» debe ser verdadero o falso/],
        [`?search=${'a'.repeat(101)}`, /«search» debe tener como máximo 100 caracteres/],
        ['?featured=true&featured=false', /«featured» debe ser verdadero o falso/],
      ];
      for (const [query, message] of cases) {
        const response = await get(`/api/public/stores${query}`);
        assert.equal(response.statusCode, 400, query);
        assert.equal(response.json().error, 'Bad Request');
        assert.match(response.json().message, message, query);
      }
    });
  });
});
