import { passwordStrength, passwordStrengthLabel } from './password';
import { capitalizeWords, deriveSubdomain } from './names';
import {
  otpCodeSchema,
  otpVerificationSchema,
  registrationPayloadSchema,
  registrationSchema,
  storeSetupPayloadSchema,
  storeSetupSchema,
} from './registration';
import { firstError } from './test-helpers';

const valid = {
  businessName: 'Café del Barrio',
  firstName: 'María',
  lastName: 'Pérez',
  email: 'maria@tienda.cl',
  password: 'Segura123!',
  confirmPassword: 'Segura123!',
};

describe('registrationSchema', () => {
  it('accepts a complete registration', () => {
    expect(firstError(registrationSchema, valid)).toBeNull();
  });

  it('requires the store name, at most 50 characters', () => {
    expect(firstError(registrationSchema, { ...valid, businessName: '' }, 'businessName')).toBe(
      'El nombre de la tienda es requerido',
    );
    expect(
      firstError(registrationSchema, { ...valid, businessName: 'x'.repeat(51) }, 'businessName'),
    ).toBe('El nombre de la tienda no puede exceder 50 caracteres');
    expect(
      firstError(registrationSchema, { ...valid, businessName: 'x'.repeat(50) }, 'businessName'),
    ).toBeNull();
  });

  it('requires first and last name, at most 30 characters each', () => {
    expect(firstError(registrationSchema, { ...valid, firstName: ' ' }, 'firstName')).toBe(
      'El nombre es requerido',
    );
    expect(
      firstError(registrationSchema, { ...valid, firstName: 'x'.repeat(31) }, 'firstName'),
    ).toBe('El nombre no puede exceder 30 caracteres');
    expect(firstError(registrationSchema, { ...valid, lastName: '' }, 'lastName')).toBe(
      'El apellido es requerido',
    );
    expect(firstError(registrationSchema, { ...valid, lastName: 'x'.repeat(31) }, 'lastName')).toBe(
      'El apellido no puede exceder 30 caracteres',
    );
  });

  it('requires an e-mail that looks like an address, and lowercases it', () => {
    expect(firstError(registrationSchema, { ...valid, email: '' }, 'email')).toBe(
      'El correo electrónico es requerido',
    );
    expect(firstError(registrationSchema, { ...valid, email: 'maria@' }, 'email')).toBe(
      'Ingresa un correo electrónico válido',
    );
    expect(registrationSchema.cast({ ...valid, email: ' Maria@Tienda.CL ' }).email).toBe(
      'maria@tienda.cl',
    );
  });

  it.each([
    ['', 'La contraseña es requerida'],
    ['Ab1!', 'La contraseña debe tener al menos 8 caracteres'],
    ['segura123!', 'La contraseña debe contener al menos una mayúscula'],
    ['SEGURA123!', 'La contraseña debe contener al menos una minúscula'],
    ['SeguraSegura!', 'La contraseña debe contener al menos un número'],
    ['Segura1234', 'La contraseña debe contener al menos un caracter especial'],
  ])('password %p → %p', (password, message) => {
    expect(
      firstError(registrationSchema, { ...valid, password, confirmPassword: password }, 'password'),
    ).toBe(message);
  });

  it('requires the confirmation to match', () => {
    expect(
      firstError(registrationSchema, { ...valid, confirmPassword: '' }, 'confirmPassword'),
    ).toBe('Confirma tu contraseña');
    expect(
      firstError(
        registrationSchema,
        { ...valid, confirmPassword: 'Segura123?' },
        'confirmPassword',
      ),
    ).toBe('Las contraseñas no coinciden');
  });
});

describe('payload schemas (what the api validates)', () => {
  const { confirmPassword: _confirm, ...personal } = valid;

  it('registration payload carries a valid subdomain instead of the confirmation', () => {
    expect(
      firstError(registrationPayloadSchema, { ...personal, subdomain: 'cafe-del-barrio' }),
    ).toBeNull();
    expect(
      firstError(registrationPayloadSchema, { ...personal, subdomain: 'Café!' }, 'subdomain'),
    ).toBe('El subdominio solo puede contener letras minúsculas, números y guiones');
  });

  it('store setup needs the business name (max 50) and, in the payload, a subdomain', () => {
    expect(firstError(storeSetupSchema, { businessName: '' })).toBe(
      'El nombre de la tienda es requerido',
    );
    expect(firstError(storeSetupSchema, { businessName: 'x'.repeat(51) })).toBe(
      'El nombre de la tienda no puede exceder 50 caracteres',
    );
    expect(
      firstError(storeSetupPayloadSchema, { businessName: 'Mi Tienda', subdomain: 'mi-tienda' }),
    ).toBeNull();
    expect(
      firstError(
        storeSetupPayloadSchema,
        { businessName: 'Mi Tienda', subdomain: '' },
        'subdomain',
      ),
    ).not.toBeNull();
  });
});

describe('verification code', () => {
  const message = 'El código debe tener 6 dígitos';

  it('is exactly 6 digits', () => {
    expect(firstError(otpCodeSchema, '123456')).toBeNull();
    expect(firstError(otpCodeSchema, '12345')).toBe(message);
    expect(firstError(otpCodeSchema, '1234567')).toBe(message);
    expect(firstError(otpCodeSchema, '12a456')).toBe(message);
    expect(firstError(otpCodeSchema, '')).toBe(message);
  });

  it('goes with the e-mail in the verification body', () => {
    expect(
      firstError(otpVerificationSchema, { email: 'maria@tienda.cl', code: '000123' }),
    ).toBeNull();
    expect(
      firstError(otpVerificationSchema, { email: 'maria@tienda.cl', code: '123' }, 'code'),
    ).toBe(message);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Débil'],
    ['abc', 1, 'Débil'],
    ['abcD', 2, 'Media'],
    ['abcD1', 3, 'Media'],
    ['abcD1!', 4, 'Fuerte'],
    ['abcdefgh', 2, 'Media'],
    ['Segura123!', 5, 'Fuerte'],
  ])('%p scores %p (%p)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });

  it('labels scores 0-1 Débil, 2-3 Media, 4-5 Fuerte', () => {
    expect([0, 1, 2, 3, 4, 5].map(passwordStrengthLabel)).toEqual([
      'Débil',
      'Débil',
      'Media',
      'Media',
      'Fuerte',
      'Fuerte',
    ]);
  });

  it('counts accented letters and ñ as letters', () => {
    expect(passwordStrength('Ñandú').score).toBe(2);
  });
});

describe('deriveSubdomain', () => {
  it.each([
    ['Mi Tienda', 'mi-tienda'],
    ['Café & Té Ñuñoa', 'cafe-te-nunoa'],
    ['  --Hola   Mundo!!  ', 'hola-mundo'],
    ['Árbol_123.cl', 'arbol-123-cl'],
    ['¡¡¡', ''],
  ])('%p → %p', (name, subdomain) => {
    expect(deriveSubdomain(name)).toBe(subdomain);
  });
});

describe('capitalizeWords', () => {
  it('capitalises each word and keeps the rest as typed', () => {
    expect(capitalizeWords('mi tienda de café')).toBe('Mi Tienda De Café');
    expect(capitalizeWords('ñuñoa SPA')).toBe('Ñuñoa SPA');
    expect(capitalizeWords('josé ')).toBe('José ');
    expect(capitalizeWords('')).toBe('');
  });
});
