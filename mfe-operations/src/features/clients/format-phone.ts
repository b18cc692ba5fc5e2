/**
 * A Chilean number in E.164 as people write it (spec 3 §2 "formatted phone"): mobiles
 * '+56 9 1234 5678', Santiago landlines '+56 2 2483 1950', other areas '+56 41 234 5678'.
 * Anything else is shown as the api gave it.
 */
export function formatClientPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const compact = phone.replace(/[\s-]/g, '');
  const mobileOrSantiago = /^\+56([29])(\d{4})(\d{4})$/.exec(compact);
  if (mobileOrSantiago) {
    const [, area, first, last] = mobileOrSantiago;
    return `+56 ${area} ${first} ${last}`;
  }
  const regional = /^\+56([3-8]\d)(\d{3})(\d{4})$/.exec(compact);
  if (regional) {
    const [, area, first, last] = regional;
    return `+56 ${area} ${first} ${last}`;
  }
  return phone;
}
