// Wire shape of a public api response, shared by the api (which answers it) and mfe-public
// (which reads it). Types only: nothing here reaches a bundle.
export interface BusinessHoursEntry {
  days: string;
  /** 'HH:mm', or null when closed. */
  startTime: string | null;
  endTime: string | null;
  status: 'open' | 'closed';
  /** '09:00 - 18:00' or 'Cerrado'. */
  description: string;
}

/** The platform's contact settings (spec 3 §3 "Contact settings (public page)", plus the company). */
export interface PlatformSettings {
  companyName: string;
  legalName: string;
  rut: string;
  email: string;
  privacyEmail: string;
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
    /** The e-mail response time (spec 1 §9). */
    responseTime: string;
    responseTimes: { email: string; whatsapp: string; phone: string };
    /** Days and hours with phone and WhatsApp attention; at weekends, e-mail only. */
    hours: { days: string; startTime: string; endTime: string };
    weekendChannels: readonly string[];
  };
}
