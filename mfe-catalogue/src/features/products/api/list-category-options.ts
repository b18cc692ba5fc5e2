import type { Category, CategoryTree } from '@platform/api/contracts';
import { queryOptions } from '@platform/shared';
import { categoriesQuery } from '../../categories';

/** A category as the list's filter and rows name it: 'Café > Café en grano'. */
export type CategoryOption = Pick<Category, 'id' | 'fullName'>;

/** Each root followed by its subcategories, in the tree's order. */
export function toCategoryOptions({ categories }: CategoryTree): CategoryOption[] {
  return categories.flatMap((root) => [
    { id: root.id, fullName: root.fullName },
    ...root.children.map((child) => ({ id: child.id, fullName: child.fullName })),
  ]);
}

/**
 * The filter's options, read from the category tree the categories feature caches
 * (`GET /categories`), so the manager's changes reach the filter and the rows at once.
 */
export const categoryOptionsQuery = () =>
  queryOptions({ ...categoriesQuery(), select: toCategoryOptions });
