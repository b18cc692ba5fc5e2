// Catalogue and commerce: categories, products and packs, commerce plans, shipping rules, saved cards.
import { asciiSlug } from '../seed-utils.ts';
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

  s.products.forEach((p, i) => {
    const r = store.rng('product', p.key);
    const id = store.uid('product', p.key);
    const isPack = Boolean(p.items);
    const product: SeededProduct = { ...p, id, isPack };
    store.products.push(product);
    store.productByKey.set(p.key, product);
    const created = cal.at(s.createdDaysAgo - 1 - Math.floor(i / 6), 9 + r.next() * 9);
    const archivedAt = p.archived ? cal.at(r.int(40, 120), 12) : null;
    batch.add('products', {
      store_id: store.storeId,
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
        store_id: store.storeId,
        id: store.uid('pack-item', p.key, itemKey),
        pack_id: id,
        product_id: store.uid('product', itemKey),
        quantity,
      });
    }
  });

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
