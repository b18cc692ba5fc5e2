import type { CategoryTree } from '@platform/api/contracts';
import { queryOptions } from '@platform/shared';
import { categoriesQuery } from '../categories';

export interface CategoryOption {
  value: string;
  /** The full name the api gives: the parent's name and its own, joined with ' > ' (spec 2 §2). */
  label: string;
}

/** Each root followed by its children, in the tree's order, named by their full names. */
export function categoryOptions({ categories }: CategoryTree): CategoryOption[] {
  return categories.flatMap((root) => [
    { value: root.id, label: root.fullName },
    ...root.children.map((child) => ({ value: child.id, label: child.fullName })),
  ]);
}

/** The category selector's choices, read from the one cached tree of `GET /categories`. */
export const categoryOptionsQuery = () =>
  queryOptions({ ...categoriesQuery(), select: categoryOptions });
