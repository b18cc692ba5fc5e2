import type { EmailTemplate } from './api/list-email-templates';

/** Two of the seed's templates, as `GET /email-templates` answers them. */
export const confirmationTemplate: EmailTemplate = {
  id: '6f1c2a8e-1b2c-4d3e-8f40-0a1b2c3d4e01',
  name: 'Confirmación de pedido',
  description: 'Se envía cuando se registra el pago de un pedido.',
  subject: 'Recibimos tu pedido #{{numero_orden}}',
  content: '<p>Hola {{nombre_cliente}},</p><p>Gracias por tu compra.</p>',
  variables: [
    { name: 'nombre_cliente', description: 'Nombre del cliente', example: 'Javiera' },
    { name: 'numero_orden', description: 'Número de la orden', example: '1542' },
    { name: 'total', description: 'Total pagado', example: '$24.980' },
  ],
  updatedAt: '2026-03-02T15:30:00.000Z',
};

export const welcomeTemplate: EmailTemplate = {
  id: '6f1c2a8e-1b2c-4d3e-8f40-0a1b2c3d4e02',
  name: 'Bienvenida',
  description: 'Se envía cuando un cliente crea su cuenta.',
  subject: '¡Bienvenido/a a {{nombre_tienda}}!',
  content: '<p>Hola {{nombre_cliente}}, te damos la bienvenida.</p>',
  variables: [
    { name: 'nombre_cliente', description: 'Nombre del cliente', example: 'Javiera' },
    { name: 'nombre_tienda', description: 'Nombre de la tienda', example: 'Café Cordillera' },
  ],
  updatedAt: '2026-01-10T12:00:00.000Z',
};

export const templateList = { templates: [confirmationTemplate, welcomeTemplate] };
