import type { ProductList, ProductListItem, ProductVisibilityBody } from '@platform/api/contracts';
import {
  apiClient,
  errorMessage,
  toaster,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@platform/shared';
import { productsMessages } from '../messages';
import { productKeys } from './keys';

const copy = productsMessages.visibility;
const mutationKey = ['set-product-visibility'] as const;

export interface ProductVisibilityChange {
  id: string;
  /** True shows the product in the store, false hides it. */
  isActive: boolean;
}

/** `PUT /products/:id/visibility {isActive}` → the product as the list shows it. */
export function setProductVisibility({
  id,
  isActive,
}: ProductVisibilityChange): Promise<ProductListItem> {
  const body: ProductVisibilityBody = { isActive };
  return apiClient.put<ProductListItem>(`/products/${encodeURIComponent(id)}/visibility`, body);
}

/** Writes a product's visibility into every cached page of the list. */
function showAs(queryClient: QueryClient, { id, isActive }: ProductVisibilityChange): void {
  queryClient.setQueriesData<ProductList>({ queryKey: productKeys.lists() }, (list) =>
    list
      ? {
          ...list,
          data: list.data.map((product) =>
            product.id === id ? { ...product, isActive } : product,
          ),
        }
      : list,
  );
}

/**
 * Shows or hides a product (spec 2 §4 "Visibility"): the list changes at once and goes back, with
 * a message, when the api refuses. Only the product's own flag is rolled back, so another change
 * made meanwhile stays.
 */
export function useSetProductVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: setProductVisibility,
    onMutate: async (change) => {
      // A list answer already on its way would otherwise overwrite the change shown.
      await queryClient.cancelQueries({ queryKey: productKeys.lists() });
      showAs(queryClient, change);
    },
    onError: (error, change) => {
      showAs(queryClient, { id: change.id, isActive: !change.isActive });
      toaster.create({
        type: 'error',
        title: change.isActive ? copy.showError : copy.hideError,
        description: errorMessage(error),
      });
    },
    onSuccess: (_product, change) => {
      toaster.create({ type: 'success', title: change.isActive ? copy.shown : copy.hidden });
    },
    onSettled: () => {
      // The last of several quick toggles refreshes the lists; earlier ones would flash old data.
      if (queryClient.isMutating({ mutationKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: productKeys.all });
      }
    },
  });
}
