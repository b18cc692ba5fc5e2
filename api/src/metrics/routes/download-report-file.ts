import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
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
 * GET /downloads/reports/:fileId?token → the exported CSV, with the bearer token of a user of the
 * store that exported it (the scope it is registered in authenticates: 401 without a token). The
 * URL's token (valid a few minutes) names one file; another store's file, a wrong token or an
 * expired file → 404.
 */
export function registerDownloadReportFileRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get<{ Params: { fileId: string }; Querystring: { token?: string } }>(
    '/downloads/reports/:fileId',
    async (request, reply) => {
      const storeId = requireStore(request);
      const file = await readReportFile(db, storeId, request.params.fileId, request.query.token);
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
