// Copy of /contact (spec 3 §2). Re-exported by src/messages.ts.
export const contactMessages = {
  title: 'Contacto',
  subtitle:
    'Estamos para ayudarte con tu tienda de suscripciones. Elige el canal que más te acomode.',
  loading: 'Cargando la información de contacto...',
  error: 'Error al cargar la información de contacto',
  errorDescription: 'No pudimos cargar los datos de contacto. Por favor, intenta nuevamente.',
  channels: {
    email: {
      title: 'Correo electrónico',
      action: (email: string) => `Escribir a ${email}`,
      note: (time: string) => `Respondemos en un máximo de ${time}, todos los días.`,
    },
    whatsapp: {
      title: 'WhatsApp',
      action: (number: string) =>
        `Escribir por WhatsApp al ${number} (se abre en una pestaña nueva)`,
      note: (time: string) => `Respondemos en un máximo de ${time}, de lunes a viernes.`,
    },
    phone: {
      title: 'Teléfono',
      action: (number: string) => `Llamar al ${number}`,
      note: 'Atención inmediata, de lunes a viernes.',
    },
    priority: 'Plan Pro',
  },
  office: {
    title: 'Nuestra oficina',
    mapTitle: (address: string) => `Mapa con la ubicación de ${address}`,
    openMap: 'Ver en el mapa',
    newTab: '(se abre en una pestaña nueva)',
  },
  hours: {
    title: 'Horario de atención',
    closed: 'Cerrado',
    weekendNote: 'Los fines de semana respondemos solo por correo electrónico.',
  },
  help: {
    title: '¿Tienes una duda frecuente?',
    description:
      'Muchas respuestas ya están en el Centro de Ayuda: pagos, productos, dominio y más.',
    link: 'Ir al Centro de Ayuda',
  },
} as const;
