/**
 * The payout bank account (spec 2 §3 "Bank account", §9 "Bank account and payments"). Pure data:
 * the api validates with the same lists.
 */

export interface Bank {
  /** The bank's code at the CMF (ex SBIF), as banks and transfer files write it: '001'. */
  code: string;
  name: string;
}

/** The 18 banks a payout account may belong to, by CMF code (001 to 730). */
export const BANKS = [
  { code: '001', name: 'Banco de Chile' },
  { code: '009', name: 'Banco Internacional' },
  { code: '012', name: 'BancoEstado' },
  { code: '014', name: 'Scotiabank' },
  { code: '016', name: 'Banco BCI' },
  { code: '028', name: 'Banco BICE' },
  { code: '031', name: 'HSBC Bank Chile' },
  { code: '037', name: 'Banco Santander' },
  { code: '039', name: 'Banco Itaú' },
  { code: '049', name: 'Banco Security' },
  { code: '051', name: 'Banco Falabella' },
  { code: '053', name: 'Banco Ripley' },
  { code: '055', name: 'Banco Consorcio' },
  { code: '059', name: 'Banco BTG Pactual' },
  { code: '504', name: 'Scotiabank Azul (ex BBVA)' },
  { code: '672', name: 'Coopeuch' },
  { code: '729', name: 'Prepago Los Héroes' },
  { code: '730', name: 'Tenpo' },
] as const satisfies readonly Bank[];

export type BankCode = (typeof BANKS)[number]['code'];

/** The bank's name for a code, or undefined for a code not in the list. */
export function bankName(code: string): string | undefined {
  return BANKS.find((bank) => bank.code === code)?.name;
}

export const BANK_ACCOUNT = {
  accountNumberMaxLength: 12,
  /** checking = cuenta corriente, savings = cuenta de ahorro, view = cuenta vista. */
  accountTypes: ['checking', 'savings', 'view'],
} as const;

export type BankAccountType = (typeof BANK_ACCOUNT.accountTypes)[number];
