/**
 * Support channels as the help, contact and account pages describe them (spec 1 §9, §6).
 * Contact details themselves (addresses, numbers) come from the api's contact settings.
 */
export const SUPPORT = {
  responseTimes: {
    email: '24 horas',
    whatsapp: '2 horas',
    phone: 'Inmediata',
  },
  responseTimeHours: { email: 24, whatsapp: 2, phone: 0 },
  hours: {
    days: 'Lunes a Viernes',
    opensAt: '09:00',
    closesAt: '18:00',
    /** ISO weekdays (1 = Monday … 7 = Sunday) with phone and WhatsApp attention. */
    weekdays: [1, 2, 3, 4, 5],
  },
  /** At weekends only e-mail is attended. */
  weekendChannels: ['email'],
  /** WhatsApp and phone are listed for this plan only. */
  priorityChannels: ['whatsapp', 'phone'],
  priorityPlanName: 'Plan Pro',
} as const;

export type SupportChannel = keyof typeof SUPPORT.responseTimes;
