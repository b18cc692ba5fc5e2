import {
  assertValidCustomDomain,
  assertValidDomainAlias,
  customDomainFormSchema,
  customDomainSchema,
  domainAliasFormSchema,
  domainAliasSchema,
  isValidCustomDomain,
  isValidDomainAlias,
} from './domain';
import { firstError } from './test-helpers';

describe('domain alias', () => {
  it.each(['abc', 'mi-tienda', 'tienda2026', 'a1-b2-c3', 'x'.repeat(63)])('accepts %p', (alias) => {
    expect(isValidDomainAlias(alias)).toBe(true);
  });

  it.each([
    'ab',
    'x'.repeat(64),
    'Mi-Tienda',
    'mi--tienda',
    '-tienda',
    'tienda-',
    'mi_tienda',
    'mi tienda',
    'ñandu',
  ])('rejects %p', (alias) => {
    expect(isValidDomainAlias(alias)).toBe(false);
  });

  it("throws 'Invalid alias format' before a request", () => {
    expect(() => assertValidDomainAlias('Mala Alias')).toThrow('Invalid alias format');
    expect(() => assertValidDomainAlias('buena-alias')).not.toThrow();
  });

  it('has the Spanish form messages', () => {
    const message =
      'El alias solo puede contener letras minúsculas, números y guiones, máximo 63 caracteres';
    expect(firstError(domainAliasSchema, 'Mi_Tienda')).toBe(message);
    expect(firstError(domainAliasSchema, 'x'.repeat(64))).toBe(message);
    expect(firstError(domainAliasSchema, 'ab')).toBe('El alias debe tener al menos 3 caracteres');
    expect(firstError(domainAliasSchema, 'mi-tienda')).toBeNull();
  });
});

describe('custom domain', () => {
  it.each([
    'mitienda.cl',
    'www.mitienda.cl',
    'shop.mi-tienda.com',
    'a.io',
    `${'x'.repeat(63)}.cl`,
    'tienda.travel',
  ])('accepts %p', (domain) => {
    expect(isValidCustomDomain(domain)).toBe(true);
  });

  it.each([
    'mitienda',
    'mitienda.c',
    'mitienda.c1',
    '-tienda.cl',
    'tienda-.cl',
    `${'x'.repeat(64)}.cl`,
    'mi tienda.cl',
    'http://mitienda.cl',
    'mitienda.cl/',
  ])('rejects %p', (domain) => {
    expect(isValidCustomDomain(domain)).toBe(false);
  });

  it("throws 'Invalid domain format' before a request", () => {
    expect(() => assertValidCustomDomain('no es dominio')).toThrow('Invalid domain format');
  });

  it('has the Spanish form message and lowercases the value', () => {
    expect(firstError(customDomainSchema, 'mitienda')).toBe(
      'Ingresa un dominio válido (ejemplo: mitienda.cl)',
    );
    expect(firstError(customDomainSchema, 'WWW.MiTienda.CL')).toBeNull();
    expect(customDomainSchema.cast('WWW.MiTienda.CL')).toBe('www.mitienda.cl');
  });
});

describe('alias and verification bodies', () => {
  it('carry the field rules under { alias } and { domain }', () => {
    expect(firstError(domainAliasFormSchema, { alias: 'Mi Tienda' }, 'alias')).toBe(
      'El alias solo puede contener letras minúsculas, números y guiones, máximo 63 caracteres',
    );
    expect(firstError(domainAliasFormSchema, {}, 'alias')).toBe(
      'El alias solo puede contener letras minúsculas, números y guiones, máximo 63 caracteres',
    );
    expect(domainAliasFormSchema.validateSync({ alias: ' mi-tienda ' })).toEqual({
      alias: 'mi-tienda',
    });
    expect(firstError(customDomainFormSchema, { domain: 'mitienda' }, 'domain')).toBe(
      'Ingresa un dominio válido (ejemplo: mitienda.cl)',
    );
    expect(customDomainFormSchema.validateSync({ domain: 'WWW.MiTienda.cl' })).toEqual({
      domain: 'www.mitienda.cl',
    });
  });
});
