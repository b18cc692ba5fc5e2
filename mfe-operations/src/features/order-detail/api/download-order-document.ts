import type { DocumentDownload, OrderDocument } from '@platform/api/contracts';
import { apiClient, downloadBlob, useMutation } from '@platform/shared';

/**
 * `GET /order-documents/{id}/download` → `{ fileUrl }`; the file is then fetched from there (with
 * the bearer token when it is on the api's origin) and saved under the document's name: a link's
 * `download` name is ignored across origins.
 */
export async function downloadOrderDocument(document: Pick<OrderDocument, 'id' | 'name'>) {
  const { fileUrl } = await apiClient.get<DocumentDownload>(
    `/order-documents/${encodeURIComponent(document.id)}/download`,
  );
  if (!fileUrl) throw new Error('download: no fileUrl');
  const blob = await apiClient.getBlob(fileUrl);
  downloadBlob(blob, document.name);
}

/** Downloads one document; nothing cached changes. */
export function useDownloadOrderDocument() {
  return useMutation({
    mutationKey: ['download-order-document'],
    mutationFn: downloadOrderDocument,
  });
}
