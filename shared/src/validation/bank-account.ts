import { object, string, type InferType } from 'yup';
import { BANK_ACCOUNT, BANKS, type BankAccountType } from '../constants/bank-account';
import { VALIDATION_MESSAGES } from './messages';
import { formatRut, isValidRut } from './rut';

const m = VALIDATION_MESSAGES.bankAccount;
const BANK_CODES = new Set<string>(BANKS.map((bank) => bank.code));
const ACCOUNT_TYPES = new Set<string>(BANK_ACCOUNT.accountTypes);

/**
 * The payout bank account (spec 2 §5 "Bank account"): the bank account page validates with it
 * and `PUT /api/store/bank/account` validates the same body. A valid RUT comes out formatted
 * ('12.345.678-5'), whatever way it was written. Tests rather than `oneOf`: yup checks `oneOf`
 * before `required`, and an empty bank must read 'El banco es requerido'.
 */
export const bankAccountSchema = object({
  bankId: string()
    .trim()
    .required(m.bankRequired)
    .test('known-bank', m.bankUnknown, (value) => !value || BANK_CODES.has(value)),
  accountType: string()
    .trim()
    .required(m.accountType)
    .test('account-type', m.accountType, (value) => !value || ACCOUNT_TYPES.has(value)),
  accountNumber: string()
    .trim()
    .required(m.accountNumberRequired)
    .max(BANK_ACCOUNT.accountNumberMaxLength, m.accountNumberMax)
    .matches(/^[0-9-]*$/, m.accountNumberFormat),
  rut: string()
    .trim()
    .required(VALIDATION_MESSAGES.rut.required)
    .test('rut', VALIDATION_MESSAGES.rut.invalid, (value) => (value ? isValidRut(value) : true))
    .transform((value: unknown) =>
      typeof value === 'string' && isValidRut(value) ? formatRut(value) : value,
    ),
});

export type BankAccountValues = InferType<typeof bankAccountSchema>;

/** The validated body, with the account type narrowed to its three values. */
export type BankAccountPayload = Omit<BankAccountValues, 'accountType'> & {
  accountType: BankAccountType;
};
