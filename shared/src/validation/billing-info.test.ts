import { CHILE_REGIONS, billingInfoSchema } from './billing-info';
import { billingInfoSample } from '../testing/samples';
import { firstError } from './test-helpers';

const valid = billingInfoSample;

describe('billingInfoSchema (spec 3 §5 "Billing data")', () => {
  it('accepts complete billing data, with or without a phone', () => {
    expect(firstError(billingInfoSchema, valid)).toBeNull();
    expect(firstError(billingInfoSchema, { ...valid, billingPhone: '' })).toBeNull();
    expect(firstError(billingInfoSchema, { ...valid, billingPhone: undefined })).toBeNull();
  });

  it.each([
    ['businessName', '', 'El nombre es requerido'],
    ['businessName', 'x'.repeat(51), 'El nombre no puede exceder 50 caracteres'],
    ['rut', '', 'El RUT es requerido'],
    ['rut', '76.123.456-1', 'RUT inválido'],
    ['rut', '76123456', 'RUT inválido'],
    ['industry', '', 'El giro es requerido'],
    ['address', '  ', 'La dirección es requerida'],
    ['address', 'x'.repeat(51), 'La dirección no puede exceder 50 caracteres'],
    ['city', '', 'La ciudad es requerida'],
    ['state', '', 'La región es requerida'],
    ['state', 'Región de Mendoza', 'Selecciona una región de Chile'],
    ['zipCode', '', 'El código postal es requerido'],
    ['zipCode', '25200A0', 'El código postal solo puede tener números, hasta 7'],
    ['zipCode', '25200000', 'El código postal solo puede tener números, hasta 7'],
    ['billingEmail', 'facturas@', 'Email inválido'],
    ['billingEmail', '', 'Email inválido'],
    ['billingPhone', '12345', 'Teléfono inválido'],
    ['billingPhone', '+5693456781234', 'Teléfono inválido'],
  ])('%s %p reads %p', (field, value, message) => {
    expect(firstError(billingInfoSchema, { ...valid, [field]: value }, field)).toBe(message);
  });

  it('offers the 16 regions of Chile, each within the 50 characters of the field', () => {
    expect(CHILE_REGIONS).toHaveLength(16);
    for (const region of CHILE_REGIONS) expect(region.length).toBeLessThanOrEqual(50);
  });
});
