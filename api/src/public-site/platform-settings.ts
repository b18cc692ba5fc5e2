import { SUPPORT } from '@platform/shared/constants';

import type { Queryable } from '../db/index.ts';
import type { PlatformSettings } from './contract.ts';

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

/** The platform's contact details (a closed day says 'Cerrado'), or undefined before they are set. */
export async function readPlatformSettings(db: Queryable): Promise<PlatformSettings | undefined> {
  const { rows } = await db.query<SettingsRow>(
    `select company_name as "companyName", legal_name as "legalName", rut, email,
              privacy_email as "privacyEmail", phone_number as "phoneNumber",
              whatsapp_number as "whatsappNumber", address_street as street,
              address_commune as commune, address_region as region, latitude, longitude,
              business_hours as "businessHours"
       from platform_settings where id = 1`,
  );
  const row = rows[0];
  if (!row) return undefined;
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
      weekendChannels: [...SUPPORT.weekendChannels],
    },
  };
}
