// Copy of the legal pages (spec 3 §2). Their texts are in ./content; re-exported by src/messages.ts.
export const legalMessages = {
  updatedOn: (date: string) => `Última actualización: ${date}`,
  tableOfContents: 'Contenido',
  contact: {
    title: 'Datos de contacto',
    legalName: 'Razón social',
    rut: 'RUT',
    address: 'Dirección',
    email: 'Correo electrónico',
    privacyEmail: 'Correo de privacidad',
    phone: 'Teléfono',
    hours: 'Horario de atención',
    loading: 'Cargando los datos de contacto...',
    error: 'No pudimos cargar los datos de contacto.',
    fallback: 'También puedes escribirnos desde la página de Contacto.',
    retry: 'Reintentar',
  },
  privacy: { title: 'Política de Privacidad' },
  terms: { title: 'Términos y Condiciones' },
  cookies: { title: 'Política de Cookies' },
} as const;
