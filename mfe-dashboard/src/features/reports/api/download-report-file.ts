import { apiClient, downloadBlob } from '@platform/shared';

/**
 * Fetches the exported file from its short-lived URL and saves it under the name the api gave,
 * whatever origin the URL is on (a link's `download` name is ignored across origins).
 */
export async function downloadReportFile(fileUrl: string, fileName: string): Promise<void> {
  const blob = await apiClient.getBlob(fileUrl);
  downloadBlob(blob, fileName);
}
