// Catalogue and commerce: categories, products and packs, commerce plans, shipping rules, saved cards.
import type { ProductSeed } from '../seed-data.ts';
import { type Rng, asciiSlug } from '../seed-utils.ts';
import { generatedProducts } from './large-catalogue.ts';
import { SeededProduct, StoreContext } from './store-context.ts';
import { Batch } from './tables.ts';

export function seedCatalogue(store: StoreContext, batch: Batch): void {
  const s = store.seed;
  const cal = store.cal;
  const categoryIds = new Map<string, string>();
  const catCreated = cal.at(s.createdDaysAgo - 1, 11);
  s.categories.forEach((root, i) => {
    const id = store.uid('category', root.key);
    categoryIds.set(root.key, id);
    batch.add('categories', {
      store_id: store.storeId,
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
      const id = store.uid('category', child.key);
      categoryIds.set(child.key, id);
      batch.add('categories', {
        store_id: store.storeId,
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

  const addProduct = (p: ProductSeed, created: Date, r: Rng) => {
    const id = store.uid('product', p.key);
    const archivedAt = p.archived ? cal.at(r.int(40, 120), 12) : null;
    batch.add('products', {
      store_id: store.storeId,
      id,
      sku: p.sku,
      name: p.name,
      description: p.description,
      type: p.items ? 'pack' : 'product',
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
        store_id: store.storeId,
        id: store.uid('pack-item', p.key, itemKey),
        pack_id: id,
        product_id: store.uid('product', itemKey),
        quantity,
      });
    }
    return id;
  };

  s.products.forEach((p, i) => {
    const r = store.rng('product', p.key);
    const created = cal.at(s.createdDaysAgo - 1 - Math.floor(i / 6), 9 + r.next() * 9);
    const id = addProduct(p, created, r);
    const product: SeededProduct = { ...p, id, isPack: Boolean(p.items) };
    store.products.push(product);
    store.productByKey.set(p.key, product);
  });
  // The large catalogue (bench scale) is catalogue only: orders and subscriptions keep to the
  // hand-written products, so they are the same whatever the product count.
  const generated = generatedProducts(s.key, s.products, store.productCount - s.products.length);
  for (const p of generated) {
    const r = store.rng('product', p.key);
    addProduct(p, cal.at(r.int(1, s.createdDaysAgo - 2), 9 + r.next() * 9), r);
  }

  s.plans.forEach((plan, i) => {
    const id = store.uid('commerce-plan', plan.key);
    store.plans.push({ ...plan, id });
    const created = cal.at(s.createdDaysAgo - 2, 10 + i);
    const archivedAt = plan.archived ? cal.at(150, 12) : null;
    batch.add('commerce_plans', {
      store_id: store.storeId,
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
