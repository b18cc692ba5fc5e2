// Spanish copy of the public order payment page /public/orders/:id (re-exported by
// src/messages.ts). The spec's texts are kept word for word.
export const publicOrderMessages = {
  title: 'Pago de orden',
  order: (orderNumber: number) => `Orden #${orderNumber}`,
  createdAt: (date: string) => `Creada el ${date}`,
  items: {
    title: 'Detalle de la orden',
    product: 'Producto',
    quantity: 'Cantidad',
    price: 'Precio',
    total: 'Total',
    sku: (sku: string) => `SKU ${sku}`,
    subtotal: 'Subtotal',
    shipping: 'Despacho',
    grandTotal: 'Total a pagar',
    types: { plan: 'Plan', product: 'Producto', pack: 'Pack' },
  },
  payment: {
    title: 'Pagar la orden',
    description: 'Paga de forma segura con Webpay: tarjetas de crédito, débito y prepago.',
    pay: (amount: string) => `Pagar ${amount}`,
    redirecting: 'Redirigiendo a Webpay...',
    errorTitle: 'Error al procesar el pago',
    errorDefault: 'Error al procesar el pago. Por favor, intenta nuevamente.',
    invalidResponse: 'Respuesta inválida del servidor de pagos',
  },
  blocked: {
    title: 'Pago bloqueado',
    description: (orderNumber: number | null) =>
      `Antes de pagar esta orden debes pagar la orden ${orderNumber ? `#${orderNumber}` : 'anterior'} (la renovación de tu plan).`,
    link: (orderNumber: number | null) =>
      orderNumber ? `Ir a la orden #${orderNumber}` : 'Ir a la orden pendiente',
  },
  status: {
    label: 'Estado de la orden',
    paidTitle: 'Esta orden ya fue pagada',
    paidText: 'El pago está registrado y la tienda está procesando tu pedido.',
    cancelledTitle: 'Esta orden fue cancelada',
    cancelledText:
      'Una orden cancelada no puede recibir pagos. Si tienes dudas, contacta a la tienda.',
    otherTitle: 'Esta orden no se puede pagar',
    otherText: 'La orden no está en un estado que permita pagos.',
  },
  outcome: {
    successTitle: '¡Pago exitoso!',
    successText: 'El pago ha sido procesado correctamente.',
    successEmail: 'Recibirás un correo electrónico con la confirmación de tu pedido.',
    errorTitle: 'Error en el pago',
    errorText:
      'No pudimos procesar tu pago. Puedes intentarlo nuevamente o contactar a la tienda si el problema continúa.',
  },
  load: {
    failed: 'Error al cargar la orden. Por favor, intenta nuevamente.',
    notFound: 'No se pudo cargar la orden',
    notFoundText: 'Revisa que el enlace de pago sea el que te envió la tienda.',
    retry: 'Reintentar',
    loading: 'Cargando la orden...',
  },
  secure: 'Pago procesado por Webpay. La tienda nunca ve los datos de tu tarjeta.',
} as const;
