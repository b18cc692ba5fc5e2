import { apiClient } from '@platform/shared';
import type { PublicOrder } from '@platform/api/contracts';

export type { PublicOrderItem, PublicOrder, PublicOrderStatus } from '@platform/api/contracts';

/** `GET /public/orders/{id}` (public, no token). */
export function getPublicOrder(id: string, signal?: AbortSignal): Promise<PublicOrder> {
  return apiClient.get<PublicOrder>(`/public/orders/${encodeURIComponent(id)}`, { signal });
}
