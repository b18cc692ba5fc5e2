import type { OrderDocuments } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { notFoundIsAnAnswer, orderDetailKeys, orderPath } from './keys';

/** `GET /orders/{id}/documents` → the documents attached to the order. */
export function listOrderDocuments(id: string, signal?: AbortSignal): Promise<OrderDocuments> {
  return apiClient.get<OrderDocuments>(orderPath(id, 'documents'), { signal });
}

export const orderDocumentsQuery = (id: string) =>
  queryOptions({
    ...notFoundIsAnAnswer,
    queryKey: orderDetailKeys.part(id, 'documents'),
    queryFn: ({ signal }) => listOrderDocuments(id, signal),
  });
