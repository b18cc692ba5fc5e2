import type { Invoice } from '@platform/api/contracts';

/** Thirteen invoices as the api lists them: the current month pending on top, then billed ones. */
export const invoices: Invoice[] = [
  {
    uuid: '1e000000-0000-4000-8000-000000000013',
    period: '2026-11',
    number: null,
    amount: 512_000,
    date: null,
    status: 'pending',
  },
  ...Array.from({ length: 12 }, (_, index): Invoice => {
    const month = 10 - index;
    const year = month >= 1 ? 2026 : 2025;
    const shown = ((month + 11) % 12) + 1;
    const next = shown === 12 ? `${year + 1}-01` : `${year}-${String(shown + 1).padStart(2, '0')}`;
    return {
      uuid: `1e000000-0000-4000-8000-${String(12 - index).padStart(12, '0')}`,
      period: `${year}-${String(shown).padStart(2, '0')}`,
      number: 4447 - index * 40,
      amount: 500_000 - index * 1000,
      date: `${next}-01`,
      status: 'billed',
    };
  }),
];
