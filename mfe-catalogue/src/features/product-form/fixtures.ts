import type { ProductDetail, StoreConfig } from '@platform/api/contracts';
import { answer, HttpResponse } from '@platform/shared/testing';

import { CATEGORY_BEANS, CATEGORY_COFFEE, categoryTree } from '../../fixtures/product-list';

/** Test data of the product modal: a coffee shop with a website, two categories and a pack. */

export { CATEGORY_BEANS, CATEGORY_COFFEE, categoryTree };

export const PRODUCT_ID = 'a0000000-0000-4000-8000-000000000010';
export const UPLOAD_UUID = 'b0000000-0000-4000-8000-000000000099';
/** A signed URL on the api's host, as `POST /aws/s3/signed-upload-url` answers. */
export const UPLOAD_ENDPOINT = `http://localhost:4000/uploads/${UPLOAD_UUID}?expires=1999999999&signature=firma`;

export const storeWithWebsite: StoreConfig = {
  siteName: 'Café Cordillera',
  externalWebsite: 'https://www.cafecordillera.cl',
  language: 'es',
  currency: 'CLP',
};

export const storeWithoutWebsite: StoreConfig = { ...storeWithWebsite, externalWebsite: null };

/** A pack of two products, with everything the form shows. */
export const pack: ProductDetail = {
  id: PRODUCT_ID,
  name: 'Pack Desayuno',
  sku: 'PACK-DES',
  type: 'pack',
  price: 15990,
  stock: 12,
  minStock: 3,
  status: 'active',
  isActive: true,
  isArchived: false,
  categoryId: CATEGORY_COFFEE,
  imageUrl: `http://localhost:4000/uploads/${PRODUCT_ID}`,
  requiresMembership: false,
  createdAt: '2026-01-10T12:00:00.000Z',
  updatedAt: '2026-02-01T12:00:00.000Z',
  description: 'Café y galletas para la semana.',
  preparationDays: 2,
  characteristics: [{ title: 'Origen', description: 'Colombia' }],
  benefits: ['Despacho gratis'],
  noShippingRequired: false,
  externalUrl: '/packs/desayuno',
  renewalPeriod: 'monthly',
  deliveryFrequency: 'weekly',
  periodicity: 'monthly',
  items: [
    {
      productId: 'a0000000-0000-4000-8000-000000000001',
      name: 'Café de Grano 500 g',
      sku: 'CAF-500',
      price: 8990,
      quantity: 1,
    },
    {
      productId: 'a0000000-0000-4000-8000-000000000002',
      name: 'Galletas de Avena',
      sku: 'GAL-AV',
      price: 3490,
      quantity: 2,
    },
  ],
};

/** Answers the calls every open modal makes: the categories and the store's settings. */
export function answerFormReadings({ store = storeWithWebsite }: { store?: StoreConfig } = {}) {
  return {
    categories: answer('get', '/categories', categoryTree),
    store: answer('get', '/store', store),
  };
}

/** Answers a create with the product as the list shows it. */
export function answerCreate() {
  return answer('post', '/products', ({ body }) => {
    const sent = body as { name: string; categoryId: string | null };
    return HttpResponse.json(
      {
        ...pack,
        id: 'a0000000-0000-4000-8000-000000000077',
        name: sent.name,
        categoryId: sent.categoryId,
      },
      { status: 201 },
    );
  });
}
