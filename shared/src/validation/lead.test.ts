import { LEAD } from '../constants/limits';
import { formatChileanPhoneInput, leadSchema } from './lead';
import { firstError } from './test-helpers';

const valid = {
  fullName: 'María Pérez',
  sector: 'Alimentación',
  email: 'maria@empresa.cl',
  phone: '+56 9 1234 5678',
};

describe('leadSchema', () => {
  it('accepts a complete lead', () => {
    expect(firstError(leadSchema, valid)).toBeNull();
  });

  it('needs a full name of 5 to 30 characters', () => {
    const message = 'El nombre debe tener entre 5 y 30 caracteres';
    expect(firstError(leadSchema, { ...valid, fullName: 'Ana' }, 'fullName')).toBe(message);
    expect(firstError(leadSchema, { ...valid, fullName: '' }, 'fullName')).toBe(message);
    expect(firstError(leadSchema, { ...valid, fullName: 'x'.repeat(31) }, 'fullName')).toBe(
      message,
    );
    expect(firstError(leadSchema, { ...valid, fullName: 'x'.repeat(30) }, 'fullName')).toBeNull();
    expect(firstError(leadSchema, { ...valid, fullName: 'Pedro' }, 'fullName')).toBeNull();
  });

  it('needs one of the 9 sectors', () => {
    expect(LEAD.sectors).toHaveLength(9);
    expect(firstError(leadSchema, { ...valid, sector: '' }, 'sector')).toBe('Selecciona un sector');
    expect(firstError(leadSchema, { ...valid, sector: 'Minería' }, 'sector')).toBe(
      'Selecciona un sector',
    );
    for (const sector of LEAD.sectors)
      expect(firstError(leadSchema, { ...valid, sector })).toBeNull();
  });

  it('needs a simple e-mail address', () => {
    const message = 'Ingresa un correo electrónico válido';
    expect(firstError(leadSchema, { ...valid, email: 'maria@empresa' }, 'email')).toBe(message);
    expect(firstError(leadSchema, { ...valid, email: 'maria empresa@x.cl' }, 'email')).toBe(
      message,
    );
    expect(firstError(leadSchema, { ...valid, email: '' }, 'email')).toBe(message);
  });

  it('needs a phone in the +56 X XXXX XXXX format', () => {
    const message = 'Ingresa un número válido (+56 X XXXX XXXX)';
    expect(firstError(leadSchema, { ...valid, phone: '+56912345678' }, 'phone')).toBe(message);
    expect(firstError(leadSchema, { ...valid, phone: '+56 9 1234 567' }, 'phone')).toBe(message);
    expect(firstError(leadSchema, { ...valid, phone: '+54 9 1234 5678' }, 'phone')).toBe(message);
    expect(firstError(leadSchema, { ...valid, phone: '+56 2 2345 6789' }, 'phone')).toBeNull();
  });
});

describe('formatChileanPhoneInput', () => {
  it('prefixes +56 and groups the digits as the user types', () => {
    expect(formatChileanPhoneInput('9')).toBe('+56 9');
    expect(formatChileanPhoneInput('91234')).toBe('+56 9 1234');
    expect(formatChileanPhoneInput('912345')).toBe('+56 9 1234 5');
    expect(formatChileanPhoneInput('912345678')).toBe('+56 9 1234 5678');
  });

  it('re-formats what is already prefixed, without doubling the prefix', () => {
    expect(formatChileanPhoneInput('+56 9 1234 56789')).toBe('+56 9 1234 5678');
    expect(formatChileanPhoneInput('+56 91')).toBe('+56 9 1');
    expect(formatChileanPhoneInput('+56')).toBe('+56 ');
  });

  it('keeps the local number of a pasted full number', () => {
    expect(formatChileanPhoneInput('+56912345678')).toBe('+56 9 1234 5678');
    expect(formatChileanPhoneInput('56912345678')).toBe('+56 9 1234 5678');
    expect(formatChileanPhoneInput('(+56) 9-1234-5678')).toBe('+56 9 1234 5678');
  });

  it('is capped at 15 characters', () => {
    const formatted = formatChileanPhoneInput('9123456789999');
    expect(formatted).toBe('+56 9 1234 5678');
    expect(formatted).toHaveLength(15);
  });

  it('ignores letters and clears when the prefix is deleted', () => {
    expect(formatChileanPhoneInput('9abc1')).toBe('+56 9 1');
    expect(formatChileanPhoneInput('')).toBe('');
    expect(formatChileanPhoneInput('+5')).toBe('');
  });
});
