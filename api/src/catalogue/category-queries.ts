import { CATALOGUE_MESSAGES } from '@platform/shared/validation';

import type { Queryable } from '../db/index.ts';
import type {
  Category,
  CategoryFullName,
  CategoryMoveDirection,
  CategoryNode,
  CategoryProductAction,
} from './contract.ts';

const m = CATALOGUE_MESSAGES;

interface CategoryRow {
  id: string;
  name: string;
  description: string;
  parentId: string | null;
  isEnabled: boolean;
  productCount: number;
}

/** Siblings in their order; equal positions (older data) fall back to the name, then the id. */
const SIBLING_ORDER = 'sort_order, name, id';

/**
 * The store's category tree: roots and their children in order, each with its position among its
 * siblings, its product count (not archived, the category itself) and its full name.
 */
export async function categoryTree(db: Queryable, storeId: string): Promise<Category[]> {
  const { rows } = await db.query<CategoryRow>(
    `select c.id::text as id, c.name, c.description, c.parent_id::text as "parentId",
       c.is_enabled as "isEnabled", count(p.id)::integer as "productCount"
     from categories c
     left join products p on p.store_id = c.store_id and p.category_id = c.id
       and p.status <> 'archived'
     where c.store_id = $1
     group by c.store_id, c.id
     order by c.sort_order, c.name, c.id`,
    [storeId],
  );
  const childrenOf = new Map<string, CategoryRow[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(row);
    childrenOf.set(row.parentId, list);
  }
  return rows
    .filter((row) => row.parentId === null)
    .map((root, order) => {
      const children: CategoryNode[] = (childrenOf.get(root.id) ?? []).map((child, index) => ({
        ...child,
        order: index,
        totalProductCount: child.productCount,
        fullName: `${root.name} > ${child.name}`,
      }));
      return {
        ...root,
        order,
        totalProductCount:
          root.productCount + children.reduce((sum, child) => sum + child.productCount, 0),
        fullName: root.name,
        children,
      };
    });
}

/** Every category, each root followed by its children: the product form's options. */
export function flattenTree(tree: Category[]): CategoryFullName[] {
  return tree.flatMap(({ children, ...root }) =>
    [root, ...children].map(({ id, name, fullName, parentId, isEnabled }) => ({
      id,
      name,
      fullName,
      parentId,
      isEnabled,
    })),
  );
}

/** One category of the tree without its children, or null. */
export async function categoryNode(
  db: Queryable,
  storeId: string,
  id: string,
): Promise<CategoryNode | null> {
  for (const { children, ...root } of await categoryTree(db, storeId)) {
    if (root.id === id) return root;
    const child = children.find((node) => node.id === id);
    if (child) return child;
  }
  return null;
}

/**
 * One change to the store's tree at a time (until the transaction ends): positions and levels
 * are read and written by one call, never by two interleaved.
 */
export async function lockCategoryTree(tx: Queryable, storeId: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`category-tree:${storeId}`]);
}

export interface CategoryRef {
  id: string;
  parentId: string | null;
  childIds: string[];
}

/** A category of the store with its subcategories' ids, or null. */
export async function findCategory(
  tx: Queryable,
  storeId: string,
  id: string,
): Promise<CategoryRef | null> {
  const { rows } = await tx.query<{ id: string; parentId: string | null }>(
    'select id::text as id, parent_id::text as "parentId" from categories where store_id = $1 and id = $2',
    [storeId, id],
  );
  const row = rows[0];
  if (!row) return null;
  return { ...row, childIds: await siblingIds(tx, storeId, row.id) };
}

/** The ids of the categories under `parentId` (the roots for null), in order. */
export async function siblingIds(
  tx: Queryable,
  storeId: string,
  parentId: string | null,
): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `select id::text as id from categories
     where store_id = $1 and parent_id is not distinct from $2::uuid
     order by ${SIBLING_ORDER}`,
    [storeId, parentId],
  );
  return rows.map((row) => row.id);
}

/** Puts the categories under `parentId`, at positions 0, 1, 2… in the order given. */
async function placeUnder(
  tx: Queryable,
  storeId: string,
  parentId: string | null,
  ids: string[],
): Promise<void> {
  if (!ids.length) return;
  await tx.query(
    `update categories c set parent_id = $2::uuid, sort_order = o.position - 1, updated_at = now()
     from unnest($3::uuid[]) with ordinality as o(id, position)
     where c.store_id = $1 and c.id = o.id`,
    [storeId, parentId, ids],
  );
}

/**
 * Why `parentId` cannot be the parent of the category `self` (null when creating one), or null
 * when it can: it must be a root of the store (two levels), neither the category itself nor one of
 * its subcategories, and a category with subcategories stays a root.
 */
export async function parentProblem(
  tx: Queryable,
  storeId: string,
  parentId: string,
  self: CategoryRef | null,
): Promise<string | null> {
  if (self && parentId === self.id) return m.categoryParentSelf;
  const parent = await findCategory(tx, storeId, parentId);
  if (!parent) return m.categoryParent;
  if (self && parent.parentId === self.id) return m.categoryParentDescendant;
  if (parent.parentId !== null) return m.categoryDepth;
  if (self?.childIds.length) return m.categoryDepthWithChildren;
  return null;
}

export interface CategoryValues {
  name: string;
  description: string;
  parentId: string | null;
  isEnabled: boolean;
}

/**
 * Inserts a category last among its siblings, with the client's id when it gave one. Null when
 * the store already has a category with that id.
 */
export async function insertCategory(
  tx: Queryable,
  storeId: string,
  id: string | null,
  values: CategoryValues,
): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into categories (store_id, id, parent_id, name, description, is_enabled, sort_order)
     values ($1, coalesce($2::uuid, gen_random_uuid()), $3::uuid, $4, $5, $6,
       (select coalesce(max(sort_order) + 1, 0) from categories
        where store_id = $1 and parent_id is not distinct from $3::uuid))
     on conflict (store_id, id) do nothing
     returning id::text as id`,
    [storeId, id, values.parentId, values.name, values.description, values.isEnabled],
  );
  return rows[0]?.id ?? null;
}

/** Writes the form over a category; a new parent puts it last there and closes the old gap. */
export async function updateCategory(
  tx: Queryable,
  storeId: string,
  current: CategoryRef,
  values: CategoryValues,
): Promise<void> {
  await tx.query(
    `update categories set name = $3, description = $4, is_enabled = $5, updated_at = now()
     where store_id = $1 and id = $2`,
    [storeId, current.id, values.name, values.description, values.isEnabled],
  );
  if (values.parentId === current.parentId) return;
  const left = (await siblingIds(tx, storeId, current.parentId)).filter((id) => id !== current.id);
  const joined = await siblingIds(tx, storeId, values.parentId);
  await placeUnder(tx, storeId, current.parentId, left);
  await placeUnder(tx, storeId, values.parentId, [...joined, current.id]);
}

export async function setCategoryEnabled(
  db: Queryable,
  storeId: string,
  id: string,
  enabled: boolean,
): Promise<boolean> {
  const { rows } = await db.query(
    `update categories set is_enabled = $3, updated_at = now()
     where store_id = $1 and id = $2 returning id`,
    [storeId, id, enabled],
  );
  return rows.length > 0;
}

/**
 * Moves a category (spec 2 §4): up/down swap it with its previous/next sibling; `in` puts it last
 * inside its previous sibling; `out` puts it right after its parent, at the parent's level. The
 * message says why it cannot move, or null when it moved.
 */
export async function moveCategory(
  tx: Queryable,
  storeId: string,
  category: CategoryRef,
  direction: CategoryMoveDirection,
): Promise<string | null> {
  const siblings = await siblingIds(tx, storeId, category.parentId);
  const index = siblings.indexOf(category.id);
  const swap = async (other: number) => {
    const order = [...siblings];
    [order[index], order[other]] = [order[other] as string, order[index] as string];
    await placeUnder(tx, storeId, category.parentId, order);
  };
  switch (direction) {
    case 'up':
      if (index <= 0) return m.moveFirst;
      await swap(index - 1);
      return null;
    case 'down':
      if (index === siblings.length - 1) return m.moveLast;
      await swap(index + 1);
      return null;
    case 'out': {
      if (category.parentId === null) return m.moveRoot;
      const roots = await siblingIds(tx, storeId, null);
      const at = roots.indexOf(category.parentId) + 1;
      await placeUnder(
        tx,
        storeId,
        category.parentId,
        siblings.filter((id) => id !== category.id),
      );
      await placeUnder(tx, storeId, null, [...roots.slice(0, at), category.id, ...roots.slice(at)]);
      return null;
    }
    case 'in': {
      if (index <= 0) return m.moveInFirst;
      if (category.parentId !== null) return m.categoryDepth;
      if (category.childIds.length) return m.categoryDepthWithChildren;
      const target = siblings[index - 1] as string;
      const targetChildren = await siblingIds(tx, storeId, target);
      await placeUnder(
        tx,
        storeId,
        null,
        siblings.filter((id) => id !== category.id),
      );
      await placeUnder(tx, storeId, target, [...targetChildren, category.id]);
      return null;
    }
  }
}

/** Counts the products of the categories, and how many of them are not archived. */
export async function countProducts(
  tx: Queryable,
  storeId: string,
  categoryIds: string[],
): Promise<{ total: number; active: number }> {
  const { rows } = await tx.query<{ total: number; active: number }>(
    `select count(*)::integer as total,
       count(*) filter (where status <> 'archived')::integer as active
     from products where store_id = $1 and category_id = any($2::uuid[])`,
    [storeId, categoryIds],
  );
  return rows[0] ?? { total: 0, active: 0 };
}

/**
 * Deletes a category and its subcategories after moving their products to `targetId` or leaving
 * them without a category, and closes the gap among its siblings. Call inside the transaction
 * that checked the request.
 */
export async function deleteCategory(
  tx: Queryable,
  storeId: string,
  category: CategoryRef,
  action: CategoryProductAction,
  targetId: string | null,
): Promise<{ deletedIds: string[]; movedProducts: number; uncategorizedProducts: number }> {
  const deletedIds = [category.id, ...category.childIds];
  const { rows } = await tx.query<{ id: string }>(
    `update products set category_id = $3::uuid, updated_at = now()
     where store_id = $1 and category_id = any($2::uuid[]) returning id`,
    [storeId, deletedIds, action === 'move' ? targetId : null],
  );
  await tx.query('delete from categories where store_id = $1 and id = any($2::uuid[])', [
    storeId,
    deletedIds,
  ]);
  const left = await siblingIds(tx, storeId, category.parentId);
  await placeUnder(tx, storeId, category.parentId, left);
  return {
    deletedIds,
    movedProducts: action === 'move' ? rows.length : 0,
    uncategorizedProducts: action === 'move' ? 0 : rows.length,
  };
}
