import { DASHBOARD, DOMAIN, LEAD, REGISTRATION } from '../constants/limits';
import { BANK_ACCOUNT } from '../constants/bank-account';
import { PRODUCT } from '../constants/catalogue';
import { formatCLP, formatNumber } from '../format/numbers';

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
  bankAccount: {
    accountNumberRequired: 'El número de cuenta es requerido',
    accountNumberMax: `El número de cuenta no puede exceder ${BANK_ACCOUNT.accountNumberMaxLength} caracteres`,
    accountNumberFormat: 'El número de cuenta solo puede contener números y guiones',
    bankRequired: 'El banco es requerido',
    bankUnknown: 'Selecciona un banco de la lista',
    accountType: 'Selecciona un tipo de cuenta válido',
  },
  product: {
    nameRequired: 'El nombre del producto es requerido',
    nameMax: `El nombre del producto no puede exceder ${PRODUCT.nameMaxLength} caracteres`,
    descriptionMax: `La descripción no puede exceder ${PRODUCT.descriptionMaxLength} caracteres`,
    skuMax: `El SKU no puede exceder ${PRODUCT.skuMaxLength} caracteres`,
    skuTaken: 'Ya existe un producto con este SKU en tu tienda',
    type: 'El tipo debe ser producto individual o pack',
    priceRequired: 'El precio es requerido',
    priceInteger: 'El precio debe ser un número entero de pesos',
    priceMin: (min: number) => `El precio mínimo es ${formatCLP(min)}`,
    priceMax: (max: number) => `El precio máximo es ${formatCLP(max)}`,
    stock: `El stock debe ser un número entero entre 0 y ${formatNumber(PRODUCT.stockMax)}`,
    minStock: `El stock mínimo debe ser un número entero entre 0 y ${formatNumber(PRODUCT.stockMax)}`,
    preparationDays: `Los días de preparación deben ser un número entero entre 0 y ${PRODUCT.preparationDaysMax}`,
    category: 'La categoría seleccionada no existe en tu tienda',
    characteristicTitleRequired: 'El título de la característica es requerido',
    characteristicTitleMax: `El título de la característica no puede exceder ${PRODUCT.characteristicTitleMaxLength} caracteres`,
    characteristicDescriptionRequired: 'La descripción de la característica es requerida',
    characteristicDescriptionMax: `La descripción de la característica no puede exceder ${PRODUCT.characteristicDescriptionMaxLength} caracteres`,
    benefitBlank: 'El beneficio no puede estar vacío',
    benefitMax: `El beneficio no puede exceder ${PRODUCT.benefitMaxLength} caracteres`,
    externalUrlMax: `La ruta del sitio externo no puede exceder ${PRODUCT.externalUrlMaxLength} caracteres`,
    externalUrlWithoutWebsite:
      'Configura el sitio web externo de tu tienda antes de usar una ruta externa',
    renewalPeriodRequired: 'Selecciona el período de renovación del pack',
    renewalPeriod:
      'El período de renovación debe ser mensual, bimestral, trimestral, semestral o anual',
    periodicity: 'La periodicidad debe ser semanal, quincenal o mensual',
    deliveryFrequency: 'La frecuencia de entrega debe ser semanal, quincenal o mensual',
    flag: (field: string) => `El campo ${field} debe ser verdadero o falso`,
    list: (field: string) => `El campo ${field} debe ser una lista`,
    itemsOnlyForPacks: 'Solo un pack puede incluir productos',
    itemProductRequired: 'Indica el producto que incluye el pack',
    itemProduct: 'Un producto del pack no existe en tu tienda, está archivado o es otro pack',
    itemRepeated: 'Un producto no puede repetirse dentro del pack',
    itemQuantity: `La cantidad de cada producto del pack debe ser un número entero entre 1 y ${PRODUCT.packItemQuantityMax}`,
    image: 'La imagen no se encontró o no terminó de subirse. Por favor, súbela nuevamente.',
  },
} as const;
