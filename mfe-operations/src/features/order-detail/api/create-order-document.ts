import type { CreateOrderDocumentBody, OrderDocument } from '@platform/api/contracts';
import { apiClient } from '@platform/shared';

/**
 * `POST /order-documents` {orderUuid, uploadUuid, filename} → 201 and the document. A name the
 * order already has answers 409.
 */
export function createOrderDocument(
  body: CreateOrderDocumentBody,
  signal?: AbortSignal,
): Promise<Partial<OrderDocument> | null> {
  return apiClient.post<Partial<OrderDocument> | null>('/order-documents', body, { signal });
}
