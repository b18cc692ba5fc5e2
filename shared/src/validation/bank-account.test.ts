import { BANK_ACCOUNT, BANKS, bankName } from '../constants/index';
import { bankAccountSchema } from './index';
import { firstError } from './test-helpers';

const VALID = {
  bankId: '016',
  accountType: 'savings',
  accountNumber: '12-345678',
  rut: '12345678-5',
};

describe('bank account (spec 2 §3, §5, §9)', () => {
  it('lists 18 banks by CMF code, from 001 to 730', () => {
    expect(BANKS).toHaveLength(18);
    const codes = BANKS.map((bank) => bank.code);
    expect(new Set(codes).size).toBe(18);
    expect(codes[0]).toBe('001');
    expect(codes.at(-1)).toBe('730');
    expect(codes.every((code) => /^\d{3}$/.test(code))).toBe(true);
    expect(bankName('012')).toBe('BancoEstado');
    expect(bankName('037')).toBe('Banco Santander');
    expect(bankName('999')).toBeUndefined();
    expect(BANK_ACCOUNT.accountTypes).toEqual(['checking', 'savings', 'view']);
  });

  it('accepts a valid account and formats its RUT', () => {
    expect(bankAccountSchema.validateSync(VALID)).toEqual({ ...VALID, rut: '12.345.678-5' });
    expect(bankAccountSchema.validateSync({ ...VALID, rut: '10000013-k' }).rut).toBe(
      '10.000.013-K',
    );
  });

  it.each([
    [{ bankId: '' }, 'bankId', 'El banco es requerido'],
    [{ bankId: '123' }, 'bankId', 'Selecciona un banco de la lista'],
    [{ accountType: '' }, 'accountType', 'Selecciona un tipo de cuenta válido'],
    [{ accountType: 'plazo' }, 'accountType', 'Selecciona un tipo de cuenta válido'],
    [{ accountNumber: '' }, 'accountNumber', 'El número de cuenta es requerido'],
    [
      { accountNumber: '1234567890123' },
      'accountNumber',
      'El número de cuenta no puede exceder 12 caracteres',
    ],
    [
      { accountNumber: '12 34' },
      'accountNumber',
      'El número de cuenta solo puede contener números y guiones',
    ],
    [{ rut: '' }, 'rut', 'El RUT es requerido'],
    [{ rut: '12.345.678-9' }, 'rut', 'RUT inválido'],
  ])('%j → %s: %s', (change, path, message) => {
    expect(firstError(bankAccountSchema, { ...VALID, ...change }, path)).toBe(message);
  });

  it('takes 12 characters exactly', () => {
    expect(firstError(bankAccountSchema, { ...VALID, accountNumber: '123456789012' })).toBeNull();
  });
});
