// Spanish copy of mfe-business. Texts the spec gives are kept word for word.
export const messages = {
  contactData: { title: 'Información de Contacto' },
  billingData: { title: 'Datos de Facturación' },
  bankAccount: { title: 'Cuenta Bancaria' },
  invoices: { title: 'Facturas Recibidas' },
  commissionStatement: { title: 'Cartola de Comisiones' },
  salesStatement: { title: 'Cartola de Ventas' },
  account: { title: 'Mi Cuenta' },
  myStore: { title: 'Mi Tienda' },
  visualCustomization: { title: 'Aspecto Visual' },
  contentCustomization: { title: 'Contenido del Sitio' },
  domain: { title: 'URL Personalizada' },
  emailTemplates: { title: 'Plantillas de Correo' },
} as const;
