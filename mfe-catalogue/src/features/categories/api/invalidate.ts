import type { QueryClient } from '@platform/shared';
import { categoryKeys } from './keys';

/**
 * After any change to a category: its readers refetch, and so does every product query, since the
 * product list shows category names and filters by category. Resolves once the categories are
 * fresh, so a caller can announce the change with the new tree on screen.
 */
export function refreshAfterCategoryChange(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: ['products'] });
  return queryClient.invalidateQueries({ queryKey: categoryKeys.all });
}
