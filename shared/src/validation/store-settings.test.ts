import { STORE_SETTINGS_MESSAGES as m, storeSettingsSchema, websiteOrigin } from './store-settings';
import { firstError } from './test-helpers';

const valid = {
  siteName: 'Café Cordillera',
  externalWebsite: 'https://www.cafecordillera.cl',
  language: 'es',
  currency: 'CLP',
};

describe('websiteOrigin (spec 3 §5 "Store settings")', () => {
  it.each([
    ['https://www.mitienda.cl', 'https://www.mitienda.cl'],
    ['  http://mitienda.cl/  ', 'http://mitienda.cl'],
    ['https://WWW.MiTienda.cl/tienda/cafe?ref=1#top', 'https://www.mitienda.cl'],
    ['HTTPS://tienda.mi-marca.com:8443/x', 'https://tienda.mi-marca.com:8443'],
    ['https://café.cl', 'https://xn--caf-dma.cl'],
  ])('reduces %p to %p', (typed, origin) => {
    expect(websiteOrigin(typed)).toBe(origin);
  });

  it.each([
    'www.mitienda.cl',
    'ftp://mitienda.cl',
    'https://',
    'https://mitienda',
    'https://localhost:3000',
    'https://192.168.0.1',
    'https://usuario:clave@mitienda.cl',
    'https://mi tienda.cl',
    'javascript:alert(1)',
    '',
  ])('refuses %p', (typed) => {
    expect(websiteOrigin(typed)).toBeNull();
  });
});

describe('storeSettingsSchema', () => {
  it('accepts the settings and casts the website to protocol and host; blank is none', () => {
    expect(firstError(storeSettingsSchema, valid)).toBeNull();
    expect(
      storeSettingsSchema.validateSync({
        ...valid,
        siteName: '  Café Cordillera ',
        externalWebsite: 'https://www.cafecordillera.cl/suscripciones',
      }),
    ).toEqual(valid);
    for (const externalWebsite of ['', '   ', null, undefined]) {
      expect(storeSettingsSchema.validateSync({ ...valid, externalWebsite }).externalWebsite).toBe(
        null,
      );
    }
  });

  it('takes es and CLP when none is given', () => {
    expect(storeSettingsSchema.validateSync({ siteName: 'Mi tienda' })).toEqual({
      siteName: 'Mi tienda',
      externalWebsite: null,
      language: 'es',
      currency: 'CLP',
    });
  });

  it.each([
    ['siteName', '', 'El nombre del sitio es requerido'],
    ['siteName', '   ', 'El nombre del sitio es requerido'],
    ['siteName', 'x'.repeat(101), 'El nombre del sitio no puede exceder 100 caracteres'],
    ['externalWebsite', 'mitienda.cl', 'Ingresa una URL válida (ejemplo: https://www.mitienda.cl)'],
    ['externalWebsite', 'https://mitienda', m.externalWebsite],
    ['externalWebsite', `https://${'a'.repeat(2050)}`, m.externalWebsite],
    ['language', 'en', m.language],
    ['language', '', m.language],
    ['currency', 'USD', m.currency],
  ])('%s %p reads %p', (field, value, message) => {
    expect(firstError(storeSettingsSchema, { ...valid, [field]: value }, field)).toBe(message);
  });

  it('takes 100 characters of site name', () => {
    expect(firstError(storeSettingsSchema, { ...valid, siteName: 'x'.repeat(100) })).toBeNull();
  });
});
