/**
 * A Chilean E.164 number as people write it: mobiles '+56 9 5731 2840', Santiago landlines
 * '+56 2 2483 1950'. Anything else is returned as given.
 */
export function formatChileanPhone(e164: string): string {
  const match = /^\+56(9|2)(\d{4})(\d{4})$/.exec(e164.replace(/\s+/g, ''));
  return match ? `+56 ${match[1]} ${match[2]} ${match[3]}` : e164;
}

/** The wa.me link of a number (digits only, with the country code). */
export const whatsappLink = (e164: string) => `https://wa.me/${e164.replace(/\D/g, '')}`;

/** The tel: link of a number. */
export const telLink = (e164: string) => `tel:${e164.replace(/\s+/g, '')}`;
