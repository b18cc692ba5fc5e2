import { cleanRut, formatRut, formatRutInput, isValidRut, rutCheckDigit, rutSchema } from './rut';
import { firstError } from './test-helpers';

describe('RUT', () => {
  it.each([
    '12.345.678-5',
    '12345678-5',
    '123456785',
    '11.111.111-1',
    '7.654.321-6',
    '10.000.013-K',
    '10000013-k',
  ])('accepts %p', (rut) => {
    expect(isValidRut(rut)).toBe(true);
  });

  it.each(['12.345.678-9', '12.345.678', '', 'abc', '0-0', '12.345.678-55'])(
    'rejects %p',
    (rut) => {
      expect(isValidRut(rut)).toBe(false);
    },
  );

  it('computes the check digit', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit(10000013)).toBe('K');
    expect(rutCheckDigit('11111111')).toBe('1');
  });

  it('cleans and formats', () => {
    expect(cleanRut('12.345.678-k')).toBe('12345678K');
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('76543216')).toBe('7.654.321-6');
    expect(formatRut('')).toBe('');
  });

  it('formats the input as typed: digits and a final K, max 9 characters', () => {
    expect(formatRutInput('1')).toBe('1');
    expect(formatRutInput('12')).toBe('1-2');
    expect(formatRutInput('12345')).toBe('1.234-5');
    expect(formatRutInput('12.345.678-5')).toBe('12.345.678-5');
    expect(formatRutInput('1234567890')).toBe('12.345.678-9');
    expect(formatRutInput('1000001k')).toBe('1.000.001-K');
    expect(formatRutInput('1k2abc3')).toBe('12-3');
  });

  it('schema: required, then a valid RUT', () => {
    expect(firstError(rutSchema, '')).toBe('El RUT es requerido');
    expect(firstError(rutSchema, '12.345.678-9')).toBe('RUT inválido');
    expect(firstError(rutSchema, '12.345.678-5')).toBeNull();
    expect(firstError(rutSchema.notRequired(), '')).toBeNull();
  });
});
