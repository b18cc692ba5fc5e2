import type { QueryClient } from '@platform/shared';
import { categoryKeys } from '../../categories';
import { productKeys } from '../../products';

/**
 * After a product is saved every reader of products refetches (the list, the dashboard's
 * low-stock card), and the categories too when a product count changed. Not awaited: the modal
 * closes at once and the lists catch up.
 */
export function invalidateAfterSave(
  queryClient: QueryClient,
  { categoryCountsChanged }: { categoryCountsChanged: boolean },
): void {
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
  if (categoryCountsChanged) void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
}
