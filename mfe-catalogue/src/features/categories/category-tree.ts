import type { Category, CategoryMoveDirection, CategoryNode } from '@platform/api/contracts';
import { categoriesMessages } from './messages';

const reasons = categoriesMessages.unavailable;

/** Where a category sits in the tree: its parent (null for a root) and its siblings. */
export interface CategoryPlace {
  category: CategoryNode;
  parent: Category | null;
  siblings: readonly CategoryNode[];
  index: number;
  /** Its subcategories (a child has none: two levels). */
  children: readonly CategoryNode[];
}

/** Every category with its place, in the tree's order (each root followed by its children). */
export function placesOf(roots: readonly Category[]): CategoryPlace[] {
  return roots.flatMap((root, index) => [
    { category: root, parent: null, siblings: roots, index, children: root.children },
    ...root.children.map((child, childIndex) => ({
      category: child,
      parent: root,
      siblings: root.children,
      index: childIndex,
      children: [],
    })),
  ]);
}

/**
 * Why a category cannot move that way, or null when it can (spec 2 §4 "Categories"): up not for
 * the first sibling, down not for the last, out only from the second level, in only into a
 * previous sibling and only while the result keeps two levels (a root without subcategories).
 */
export function moveBlocker(place: CategoryPlace, direction: CategoryMoveDirection): string | null {
  switch (direction) {
    case 'up':
      return place.index === 0 ? reasons.first : null;
    case 'down':
      return place.index === place.siblings.length - 1 ? reasons.last : null;
    case 'out':
      return place.parent === null ? reasons.root : null;
    case 'in':
      if (place.index === 0) return reasons.noPrevious;
      if (place.parent !== null) return reasons.depth;
      return place.children.length > 0 ? reasons.depthWithChildren : null;
  }
}

/** The category's id and those of all its descendants. */
export function selfAndDescendantIds(place: CategoryPlace): Set<string> {
  return new Set([place.category.id, ...place.children.map((child) => child.id)]);
}

/**
 * The parents a category may take: the roots (two levels), never the category itself nor one of
 * its descendants; none at all for a category with subcategories, which stays a root.
 */
export function parentChoices(roots: readonly Category[], editing: CategoryPlace | null) {
  if (editing && editing.children.length > 0) return [];
  const excluded = editing ? selfAndDescendantIds(editing) : new Set<string>();
  return roots.filter((root) => !excluded.has(root.id));
}

/** The categories the products of a deleted one may go to: any other, by its full name. */
export function moveTargets(roots: readonly Category[], deleting: CategoryPlace) {
  const excluded = selfAndDescendantIds(deleting);
  return placesOf(roots)
    .map((place) => place.category)
    .filter((category) => !excluded.has(category.id));
}
