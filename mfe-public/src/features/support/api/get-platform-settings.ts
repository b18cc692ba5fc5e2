import { apiClient } from '@platform/shared';

export interface BusinessHoursEntry {
  days: string;
  startTime: string | null;
  endTime: string | null;
  status: 'open' | 'closed';
  /** '09:00 - 18:00' or 'Cerrado'. */
  description: string;
}

/** The platform's contact settings (spec 3 §3 "Contact settings (public page)"). */
export interface PlatformSettings {
  companyName: string;
  legalName: string;
  rut: string;
  email: string;
  privacyEmail: string;
  /** E.164 numbers. */
  phone: { number: string; whatsapp: string };
  address: {
    street: string;
    commune: string;
    region: string;
    fullAddress: string;
    latitude: number;
    longitude: number;
  };
  businessHours: BusinessHoursEntry[];
  support: {
    responseTime: string;
    responseTimes: { email: string; whatsapp: string; phone: string };
    hours: { days: string; startTime: string; endTime: string };
    weekendChannels: string[];
  };
}

/** `GET /public/platform-settings` (public), kept 60 s by the api client: the legal pages share it. */
export function getPlatformSettings(signal?: AbortSignal): Promise<PlatformSettings> {
  return apiClient.get<PlatformSettings>('/public/platform-settings', { cache: true, signal });
}
