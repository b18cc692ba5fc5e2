import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { HttpError } from '../../http/errors.ts';
import { publicSiteRoutes } from '../contract.ts';
import { readPlatformSettings } from '../platform-settings.ts';

/**
 * GET /api/public/platform-settings (public) — the platform's own contact details for /contact
 * and the legal pages: e-mails, phone and WhatsApp (E.164), address with its map position,
 * business hours (a closed day says 'Cerrado') and the support response times.
 */
export function registerGetPlatformSettingsRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...publicSiteRoutes.getPlatformSettings,
    handler: async (_request, reply) => {
      const settings = await readPlatformSettings(db);
      if (!settings) throw new HttpError(404, 'La información de contacto no está configurada');
      // Public and rarely changed: browsers and proxies may keep it for a few minutes.
      reply.header('cache-control', 'public, max-age=300');
      return settings;
    },
  });
}
