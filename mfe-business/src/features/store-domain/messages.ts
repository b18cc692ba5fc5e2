import { DOMAIN } from '@platform/shared/constants';

// Spanish copy of the custom URL page (spec 3 §2 "Custom URL"). The rule messages are
// `@platform/shared/validation`'s, the api's refusals come with their own Spanish message.
export const domainMessages = {
  subtitle: 'La dirección con la que tus clientes llegan a tu tienda.',
  back: 'Volver al Inicio',
  loading: 'Cargando la URL de tu tienda...',
  loadError: 'Error al cargar la URL de tu tienda',
  saveError: (message: string) => `Error al guardar los cambios: ${message}`,
  saveErrorGeneric: 'Error al guardar los cambios. Por favor, intenta nuevamente.',
  alias: {
    title: 'Alias de tu tienda',
    description: `Tu tienda siempre está disponible en una dirección de ${DOMAIN.platformDomain}. Elige el alias con que empieza.`,
    label: 'Alias',
    help: 'Solo letras minúsculas, números y guiones, hasta 63 caracteres.',
    suffix: `.${DOMAIN.platformDomain}`,
    current: 'Dirección de tu tienda',
    preview: 'Con este alias, tu tienda estará en',
    customDomainNote:
      'Si cambias el alias, actualiza el registro CNAME de tu dominio personalizado y verifícalo de nuevo.',
    submit: { submit: 'Guardar alias', submitting: 'Guardando...' },
    saved: 'Alias guardado correctamente',
  },
  customDomain: {
    title: 'Dominio personalizado',
    description:
      'Conecta un dominio propio, como www.mitienda.cl, para que tus clientes lleguen a tu tienda con tu marca.',
    label: 'Dominio',
    placeholder: 'mitienda.cl',
    help: 'Escribe tu dominio sin https://, por ejemplo mitienda.cl o www.mitienda.cl.',
    connected: 'Dominio conectado',
    submit: { submit: 'Verificar DNS', submitting: 'Verificando...' },
    verifyAgain: { submit: 'Verificar de nuevo', submitting: 'Verificando...' },
    change: 'Cambiar dominio',
    cancelChange: 'Cancelar',
    verified: 'Tu dominio está verificado y su certificado SSL está activo.',
    pending:
      'Aún no encontramos los registros DNS de tu dominio. Revisa las instrucciones y vuelve a verificar: los cambios de DNS pueden tardar hasta 48 horas en propagarse.',
    verifyError: (message: string) => `Error al verificar el dominio: ${message}`,
    verifyErrorGeneric: 'Error al verificar el dominio. Por favor, intenta nuevamente.',
    remove: {
      open: 'Quitar dominio',
      title: 'Quitar dominio personalizado',
      question: (domain: string) => `¿Quitar ${domain} de tu tienda?`,
      note: (storeUrl: string) => `Tu tienda seguirá disponible en ${storeUrl}.`,
      confirm: { submit: 'Quitar dominio', submitting: 'Quitando...' },
      cancel: 'Cancelar',
      error: 'No se pudo quitar el dominio',
      done: 'Dominio personalizado quitado',
    },
  },
  status: {
    dns: 'Verificación DNS',
    ssl: 'Certificado SSL',
    dnsVerified: 'Verificado',
    sslActive: 'Activo',
    pending: 'Pendiente',
  },
  instructions: {
    title: 'Instrucciones DNS',
    intro:
      'En el panel de tu proveedor de dominio (por ejemplo NIC Chile o tu servicio de hosting), agrega estos dos registros:',
    cnameNote: 'El registro CNAME lleva www a tu tienda.',
    aNote: 'El registro A lleva la raíz de tu dominio (sin www) a la plataforma.',
    type: 'Tipo',
    name: 'Nombre',
    value: 'Valor',
    rootName: '(raíz)',
    copy: (value: string) => `Copiar ${value}`,
    copied: 'Copiado al portapapeles',
    copyFailed: 'No se pudo copiar: selecciona el valor y cópialo a mano',
  },
  checks: {
    title: 'Resultado de la última verificación',
    status: {
      ok: 'Encontrado',
      missing: 'No encontrado',
      mismatch: 'Apunta a otro destino',
      unavailable: 'El DNS no respondió',
    },
    found: (values: string) => `Encontramos: ${values}`,
    expected: (value: string) => `Debe apuntar a ${value}`,
    unavailableHelp: 'Intenta verificar de nuevo en unos minutos.',
  },
  upgrade: {
    badge: 'Plan Pro',
    text: 'El dominio personalizado es exclusivo del Plan Pro. Mejora tu plan para conectar tu propio dominio, como www.mitienda.cl.',
    currentPlan: (plan: string) => `Tu plan actual: ${plan}`,
    link: 'Mejorar mi plan',
  },
} as const;
