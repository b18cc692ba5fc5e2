import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { csvBytes, readReportFile } from '../report-files.ts';

/** RFC 6266: an ASCII fallback plus the UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET /downloads/reports/:fileId?token → the exported CSV. The URL returned by the export is the
 * authorization (a secret token, valid a few minutes, for one file of one store), so a plain link
 * or fetch without a bearer token downloads it. Wrong or expired → 404.
 */
export function registerDownloadReportFileRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get<{ Params: { fileId: string }; Querystring: { token?: string } }>(
    '/downloads/reports/:fileId',
    async (request, reply) => {
      const file = await readReportFile(db, request.params.fileId, request.query.token);
      if (!file) throw notFound('El archivo no existe o expiró');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(csvBytes(file.content));
    },
  );
}
