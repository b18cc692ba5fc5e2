// Copy shared by the support pages (/help, /contact and the legal pages).
export const supportMessages = {
  responseTimes: {
    title: 'Tiempos de respuesta',
    email: 'Correo electrónico',
    whatsapp: 'WhatsApp',
    phone: 'Teléfono',
    emailValue: (time: string) => `Respuesta en ${time}`,
    whatsappValue: (time: string) => `Respuesta en ${time}`,
    phoneValue: 'Atención inmediata',
    priorityNote: (planName: string) => `WhatsApp y teléfono para tiendas con ${planName}.`,
  },
  hours: {
    title: 'Horario de atención',
    weekdays: (days: string, opensAt: string, closesAt: string) =>
      `${days} de ${opensAt} a ${closesAt}`,
    weekend: 'Fines de semana: solo correo electrónico.',
    timezone: 'Hora de Chile continental.',
  },
  settingsError: 'Error al cargar la información de contacto',
  retry: 'Reintentar',
} as const;
