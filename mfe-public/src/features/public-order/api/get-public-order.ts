import { apiClient } from '@platform/shared';
import type { PublicOrderItem, PublicOrder, PublicOrderStatus } from '@platform/shared/domain';

export type { PublicOrderItem, PublicOrder, PublicOrderStatus };

/** `GET /public/orders/{id}` (public, no token). */
export function getPublicOrder(id: string, signal?: AbortSignal): Promise<PublicOrder> {
  return apiClient.get<PublicOrder>(`/public/orders/${encodeURIComponent(id)}`, { signal });
}
