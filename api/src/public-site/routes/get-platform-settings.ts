import type { FastifyInstance } from 'fastify';

import { SUPPORT } from '@platform/shared/constants';

import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../http/errors.ts';
import type { BusinessHoursEntry, PlatformSettings } from '@platform/shared/domain';

export type { BusinessHoursEntry, PlatformSettings };

interface SettingsRow {
  companyName: string;
  legalName: string;
  rut: string;
  email: string;
  privacyEmail: string;
  phoneNumber: string;
  whatsappNumber: string;
  street: string;
  commune: string;
  region: string;
  latitude: number;
  longitude: number;
  businessHours: Array<{ days: string; startTime: string | null; endTime: string | null }>;
}

/**
 * GET /api/public/platform-settings (public) — the platform's own contact details for /contact
 * and the legal pages: e-mails, phone and WhatsApp (E.164), address with its map position,
 * business hours (a closed day says 'Cerrado') and the support response times. It takes no
 * parameters (unknown ones are ignored, as everywhere).
 */
export function registerGetPlatformSettingsRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/public/platform-settings', async (_request, reply): Promise<PlatformSettings> => {
    const { rows } = await db.query<SettingsRow>(
      `select company_name as "companyName", legal_name as "legalName", rut, email,
              privacy_email as "privacyEmail", phone_number as "phoneNumber",
              whatsapp_number as "whatsappNumber", address_street as street,
              address_commune as commune, address_region as region, latitude, longitude,
              business_hours as "businessHours"
       from platform_settings where id = 1`,
    );
    const row = rows[0];
    if (!row) throw new HttpError(404, 'La información de contacto no está configurada');
    // Public and rarely changed: browsers and proxies may keep it for a few minutes.
    reply.header('cache-control', 'public, max-age=300');
    return {
      companyName: row.companyName,
      legalName: row.legalName,
      rut: row.rut,
      email: row.email,
      privacyEmail: row.privacyEmail,
      phone: { number: row.phoneNumber, whatsapp: row.whatsappNumber },
      address: {
        street: row.street,
        commune: row.commune,
        region: row.region,
        fullAddress: `${row.street}, ${row.commune}, ${row.region}`,
        latitude: row.latitude,
        longitude: row.longitude,
      },
      businessHours: row.businessHours.map((entry) => {
        const open = Boolean(entry.startTime && entry.endTime);
        return {
          days: entry.days,
          startTime: open ? entry.startTime : null,
          endTime: open ? entry.endTime : null,
          status: open ? 'open' : 'closed',
          description: open ? `${entry.startTime} - ${entry.endTime}` : 'Cerrado',
        };
      }),
      support: {
        responseTime: SUPPORT.responseTimes.email,
        responseTimes: { ...SUPPORT.responseTimes },
        hours: {
          days: SUPPORT.hours.days,
          startTime: SUPPORT.hours.opensAt,
          endTime: SUPPORT.hours.closesAt,
        },
        weekendChannels: SUPPORT.weekendChannels,
      },
    };
  });
}
