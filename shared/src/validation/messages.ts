import { DASHBOARD, DOMAIN, LEAD, REGISTRATION } from '../constants/limits';

/** Every Spanish validation message of the spec, in one place (UI and api show the same text). */
export const VALIDATION_MESSAGES = {
  login: {
    usernameRequired: 'Ingresa tu usuario',
    passwordRequired: 'Ingresa tu contraseña',
    failed: 'Usuario o contraseña incorrectos',
  },
  recovery: {
    email: 'Por favor, ingresa un correo electrónico válido',
  },
  lead: {
    fullName: `El nombre debe tener entre ${LEAD.nameMinLength} y ${LEAD.nameMaxLength} caracteres`,
    sector: 'Selecciona un sector',
    email: 'Ingresa un correo electrónico válido',
    phone: 'Ingresa un número válido (+56 X XXXX XXXX)',
  },
  registration: {
    businessNameRequired: 'El nombre de la tienda es requerido',
    businessNameMax: `El nombre de la tienda no puede exceder ${REGISTRATION.storeNameMaxLength} caracteres`,
    firstNameRequired: 'El nombre es requerido',
    firstNameMax: `El nombre no puede exceder ${REGISTRATION.firstNameMaxLength} caracteres`,
    lastNameRequired: 'El apellido es requerido',
    lastNameMax: `El apellido no puede exceder ${REGISTRATION.lastNameMaxLength} caracteres`,
    emailRequired: 'El correo electrónico es requerido',
    email: 'Ingresa un correo electrónico válido',
    passwordRequired: 'La contraseña es requerida',
    passwordMin: `La contraseña debe tener al menos ${REGISTRATION.passwordMinLength} caracteres`,
    passwordUppercase: 'La contraseña debe contener al menos una mayúscula',
    passwordLowercase: 'La contraseña debe contener al menos una minúscula',
    passwordDigit: 'La contraseña debe contener al menos un número',
    passwordSpecial: 'La contraseña debe contener al menos un caracter especial',
    confirmPasswordRequired: 'Confirma tu contraseña',
    passwordsMismatch: 'Las contraseñas no coinciden',
    subdomain: 'El subdominio solo puede contener letras minúsculas, números y guiones',
  },
  otp: {
    code: `El código debe tener ${REGISTRATION.otpLength} dígitos`,
  },
  domain: {
    alias: `El alias solo puede contener letras minúsculas, números y guiones, máximo ${DOMAIN.aliasMaxLength} caracteres`,
    aliasMin: `El alias debe tener al menos ${DOMAIN.aliasMinLength} caracteres`,
    customDomain: 'Ingresa un dominio válido (ejemplo: mitienda.cl)',
    /** Internal errors raised before a request is sent (spec 1 §8). */
    invalidAliasError: 'Invalid alias format',
    invalidDomainError: 'Invalid domain format',
  },
  dateRange: {
    startRequired: 'Selecciona la fecha de inicio',
    endRequired: 'Selecciona la fecha de término',
    order: 'La fecha de inicio no puede ser posterior a la fecha de término',
    maxRange: `El rango máximo permitido es de ${DASHBOARD.maxRangeYears} año`,
    future: 'La fecha de término no puede ser futura',
  },
  rut: {
    required: 'El RUT es requerido',
    invalid: 'RUT inválido',
  },
} as const;
