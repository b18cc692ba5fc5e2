import {
  businessContactSchema,
  businessHourDescription,
  businessHourSchema,
  contactEmailAddressSchema,
  contactPhoneNumberSchema,
  socialMediaSchema,
} from './business-contact';
import { firstError } from './test-helpers';

const valid = {
  address: 'Av. Libertad 1045, Viña del Mar',
  businessHours: [{ days: 'Lunes a Viernes', startTime: '09:00', endTime: '18:00' }],
  contactPhones: [
    { number: '+56912345678', isDefault: true },
    { number: '223456789', isDefault: false },
  ],
  contactEmails: [{ email: 'hola@tienda.cl', isDefault: true }],
  socialMedia: { twitter: '', facebook: '', instagram: 'https://www.instagram.com/tienda' },
};

describe('businessContactSchema (spec 3 §5 "Business contact")', () => {
  it('accepts a complete contact, and empty lists', () => {
    expect(firstError(businessContactSchema, valid)).toBeNull();
    expect(
      firstError(businessContactSchema, {
        ...valid,
        businessHours: [],
        contactPhones: [],
        contactEmails: [],
      }),
    ).toBeNull();
  });

  it('needs days, start and end on every business hour', () => {
    const hour = { days: 'Sábado', startTime: '10:00', endTime: '14:00' };
    expect(firstError(businessHourSchema, hour)).toBeNull();
    expect(firstError(businessHourSchema, { ...hour, days: '' }, 'days')).toBe(
      'Selecciona los días',
    );
    expect(firstError(businessHourSchema, { ...hour, startTime: '' }, 'startTime')).toBe(
      'Ingresa la hora de inicio',
    );
    expect(firstError(businessHourSchema, { ...hour, endTime: '' }, 'endTime')).toBe(
      'Ingresa la hora de término',
    );
    expect(firstError(businessHourSchema, { ...hour, endTime: '25:00' }, 'endTime')).toBe(
      'Ingresa una hora válida (HH:MM)',
    );
    expect(firstError(businessHourSchema, { ...hour, endTime: '09:00' }, 'endTime')).toBe(
      'La hora de término debe ser posterior a la de inicio',
    );
  });

  it('builds the description as "days start - end"', () => {
    expect(
      businessHourDescription({ days: 'Lunes a Viernes', startTime: '09:00', endTime: '18:00' }),
    ).toBe('Lunes a Viernes 09:00 - 18:00');
  });

  it.each(['+56912345678', '123456', '+123456789012345', '+56 9 1234-5678'])(
    'accepts the phone %p',
    (phone) => expect(firstError(contactPhoneNumberSchema, phone)).toBeNull(),
  );

  it.each(['12345', '+1234567890123456', '56-abc-123', '++56912345678'])(
    'refuses the phone %p',
    (phone) =>
      expect(firstError(contactPhoneNumberSchema, phone)).toBe(
        'Ingresa un teléfono válido: + opcional y entre 6 y 15 dígitos',
      ),
  );

  it('keeps phones without spaces and e-mails in lowercase', () => {
    expect(contactPhoneNumberSchema.validateSync('+56 9 1234 5678')).toBe('+56912345678');
    expect(contactEmailAddressSchema.validateSync(' Hola@Tienda.CL ')).toBe('hola@tienda.cl');
  });

  it('refuses an e-mail that does not look like one', () => {
    expect(firstError(contactEmailAddressSchema, 'hola@tienda')).toBe(
      'Ingresa un correo electrónico válido',
    );
    expect(firstError(contactEmailAddressSchema, '')).toBe('Ingresa un correo electrónico');
  });

  it('needs exactly one default phone and e-mail, and no repeats', () => {
    const noDefault = valid.contactPhones.map((phone) => ({ ...phone, isDefault: false }));
    expect(firstError(businessContactSchema, { ...valid, contactPhones: noDefault })).toBe(
      'Debe haber exactamente un elemento predeterminado',
    );
    const twoDefaults = valid.contactPhones.map((phone) => ({ ...phone, isDefault: true }));
    expect(firstError(businessContactSchema, { ...valid, contactPhones: twoDefaults })).toBe(
      'Debe haber exactamente un elemento predeterminado',
    );
    const repeated = [
      { email: 'hola@tienda.cl', isDefault: true },
      { email: 'HOLA@tienda.cl', isDefault: false },
    ];
    expect(firstError(businessContactSchema, { ...valid, contactEmails: repeated })).toBe(
      'Este correo ya está en la lista',
    );
  });

  it('needs the lists to be sent', () => {
    const { contactPhones: _phones, ...withoutPhones } = valid;
    expect(firstError(businessContactSchema, withoutPhones)).toBe(
      'Faltan los teléfonos de contacto',
    );
  });

  it('takes social links as http(s) URLs or blank', () => {
    expect(firstError(socialMediaSchema, { twitter: 'twitter.com/tienda' })).toBe(
      'Ingresa una URL válida que comience con http:// o https://',
    );
    expect(firstError(socialMediaSchema, { facebook: 'ftp://facebook.com/x' })).toBe(
      'Ingresa una URL válida que comience con http:// o https://',
    );
    expect(socialMediaSchema.validateSync({})).toEqual({
      twitter: '',
      facebook: '',
      instagram: '',
    });
  });
});
