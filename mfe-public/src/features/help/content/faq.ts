/**
 * The help centre's questions (spec 3 §2 '/help'). Content, not business data: it ships with the
 * remote and changes with it. Each answer is a list of paragraphs.
 */
export const HELP_CATEGORIES = [
  { id: 'productos', label: 'Productos, planes y clientes' },
  { id: 'pagos', label: 'Pagos y facturación' },
  { id: 'personalizacion', label: 'Personalización' },
  { id: 'suscripciones', label: 'Suscripciones y cuentas' },
  { id: 'soporte', label: 'Soporte' },
] as const;

export type HelpCategoryId = (typeof HELP_CATEGORIES)[number]['id'];

export interface FaqItem {
  id: string;
  category: HelpCategoryId;
  question: string;
  answer: string[];
}

export const FAQ: FaqItem[] = [
  // ── Productos, planes y clientes ──────────────────────────────────────────────────────
  {
    id: 'crear-producto',
    category: 'productos',
    question: '¿Cómo agrego un producto a mi tienda?',
    answer: [
      'Entra a Productos y presiona "Nuevo producto". Completa el nombre, el SKU, el precio en pesos, el stock y el stock mínimo, elige una categoría y sube una imagen (JPG, PNG, GIF o WEBP de hasta 5 MB).',
      'El producto queda visible en tu tienda apenas lo guardas. Si todavía no quieres mostrarlo, desactiva su visibilidad desde la lista.',
    ],
  },
  {
    id: 'producto-o-pack',
    category: 'productos',
    question: '¿Qué diferencia hay entre un producto y un pack?',
    answer: [
      'Un producto es un artículo individual, como una bolsa de café de 250 g. Un pack agrupa varios productos con sus cantidades, por ejemplo una caja mensual con tres cafés y un filtro, y se vende con un precio propio.',
      'El stock de un pack depende del stock de los productos que lo componen, así que revisa ambos antes de una campaña.',
    ],
  },
  {
    id: 'stock-bajo',
    category: 'productos',
    question: '¿Cómo me entero de que un producto se está quedando sin stock?',
    answer: [
      'Cada producto tiene un stock mínimo. Cuando el stock llega a ese número o baja de él, el producto aparece en "Productos con stock bajo" del Panel de Control y puedes filtrarlo en la lista de Productos.',
      'Para reponer, usa la acción de ajustar stock del producto; el cambio queda registrado.',
    ],
  },
  {
    id: 'planes-suscripcion',
    category: 'productos',
    question: '¿Qué es un plan de suscripción y cómo lo creo?',
    answer: [
      'Un plan de suscripción es una membresía que tus clientes pagan en forma recurrente: tiene un precio, una frecuencia de entrega, un período de renovación y una lista de beneficios (y, si quieres, lo que no incluye).',
      'Créalo en Planes de Suscripción. Los productos marcados como "requiere membresía" solo pueden comprarlos los clientes con un plan activo.',
    ],
  },
  {
    id: 'archivar-producto',
    category: 'productos',
    question: '¿Puedo eliminar un producto que ya tiene ventas?',
    answer: [
      'Los productos con ventas no se eliminan: se archivan, para que las órdenes y las suscripciones anteriores conserven su información. Un producto archivado deja de mostrarse en tu tienda y lleva la etiqueta "Archivado".',
      'Si quieres volver a vender algo parecido, usa la acción de copiar para crear un producto nuevo a partir del archivado.',
    ],
  },
  {
    id: 'ficha-cliente',
    category: 'productos',
    question: '¿Dónde veo toda la información de un cliente?',
    answer: [
      'En Clientes, abre el cliente para ver su ficha: suscripciones, direcciones, historial, comunicaciones enviadas y órdenes, cada una en su pestaña.',
      'Desde la ficha puedes seguir sus próximos cobros y entender qué le enviaste y cuándo, antes de responderle.',
    ],
  },

  // ── Pagos y facturación ───────────────────────────────────────────────────────────────
  {
    id: 'como-pagan-clientes',
    category: 'pagos',
    question: '¿Cómo pagan mis clientes?',
    answer: [
      'Tus clientes pagan con Webpay, con tarjeta de crédito, débito o prepago. En las suscripciones, la tarjeta queda inscrita con pago en un clic y los cobros siguientes se hacen automáticamente en cada fecha de renovación.',
      'Si un cobro automático falla, la orden queda pendiente y el cliente recibe un correo con el enlace para pagarla.',
    ],
  },
  {
    id: 'cuanto-cobra-plataforma',
    category: 'pagos',
    question: '¿Cuánto cobra la plataforma?',
    answer: [
      'Pagas según tus suscriptores activos del mes. El plan Starter cobra $1.590 por suscriptor activo, sin mínimo mensual. El plan Pro cobra $990 por suscriptor activo, con un mínimo de $500.000 al mes, e incluye dominio personalizado y soporte por WhatsApp y teléfono.',
      'En la página de Precios puedes simular cuánto pagarías con tu número de suscriptores.',
    ],
  },
  {
    id: 'facturas-plataforma',
    category: 'pagos',
    question: '¿Dónde descargo las facturas de la plataforma?',
    answer: [
      'En Mi Negocio → Facturas Recibidas encuentras una factura por cada mes, con su número, monto y estado. Descarga el PDF con el botón de cada fila o exporta la lista en CSV para tu contabilidad.',
      'Revisa que tus Datos de Facturación (razón social, RUT, giro y dirección) estén correctos antes del cierre del mes: la factura se emite con esos datos.',
    ],
  },
  {
    id: 'cuando-recibo-dinero',
    category: 'pagos',
    question: '¿Cuándo recibo el dinero de mis ventas?',
    answer: [
      'Las ventas pagadas se acumulan en tu Cartola de Ventas y se transfieren a la cuenta bancaria que registraste en Mi Negocio → Cuenta Bancaria, en días hábiles.',
      'En la cartola ves cada abono, las comisiones de medios de pago y las transferencias, con el saldo después de cada movimiento.',
    ],
  },
  {
    id: 'rescate-comision',
    category: 'pagos',
    question: '¿Qué es el "Rescate de Comisión" que aparece en mis cartolas?',
    answer: [
      'Es el pago del cargo mensual de tu plan usando el saldo de tus ventas. Cuando tu Cartola de Ventas tiene saldo, la plataforma lo usa para pagar la comisión del mes, y lo verás como débito en la Cartola de Ventas y como abono en la Cartola de Comisión.',
      'Si el saldo no alcanza, el resto se cobra a tu tarjeta predeterminada.',
    ],
  },

  // ── Personalización ───────────────────────────────────────────────────────────────────
  {
    id: 'plantillas-correo',
    category: 'personalizacion',
    question: '¿Puedo cambiar los correos que reciben mis clientes?',
    answer: [
      'Sí. En Personalización → Plantillas de Correo puedes editar el asunto y el contenido de cada correo (bienvenida, confirmación de orden, despacho, recordatorio de pago y otros).',
      'Usa las variables que se listan junto a cada plantilla, como {{nombre_cliente}} o {{numero_orden}}: se reemplazan por los datos reales al enviar.',
    ],
  },
  {
    id: 'url-tienda',
    category: 'personalizacion',
    question: '¿Cómo cambio la dirección web de mi tienda?',
    answer: [
      'En Personalización → Dominio eliges el alias de tu tienda, que forma la dirección {alias}.suscribe.cl. El alias puede tener entre 3 y 63 caracteres: letras minúsculas, números y guiones.',
      'Con el plan Pro también puedes usar tu propio dominio, como www.mitienda.cl.',
    ],
  },
  {
    id: 'dominio-propio',
    category: 'personalizacion',
    question: '¿Qué registros DNS necesito para usar mi propio dominio?',
    answer: [
      'Crea en tu proveedor de dominio un registro CNAME para "www" que apunte al subdominio de tu tienda, y un registro A para la raíz del dominio con la dirección que te mostramos en Personalización → Dominio.',
      'Después presiona "Verificar DNS". Los cambios pueden tardar hasta 48 horas en propagarse; el certificado SSL se activa solo cuando la verificación resulta.',
    ],
  },
  {
    id: 'aspecto-visual',
    category: 'personalizacion',
    question: '¿Puedo cambiar los colores y el logo de mi tienda?',
    answer: [
      'El logo se sube desde Mi Tienda. La edición de colores y contenidos del sitio está en preparación y se habilitará pronto en Personalización; mientras tanto, tu tienda usa los colores predeterminados de la plataforma.',
    ],
  },

  // ── Suscripciones y cuentas ───────────────────────────────────────────────────────────
  {
    id: 'pausar-cancelar',
    category: 'suscripciones',
    question: '¿Cómo pausa o cancela un cliente su suscripción?',
    answer: [
      'Tus clientes pueden pausar o cancelar desde su cuenta en tu tienda, y tú puedes hacerlo por ellos desde su ficha en Clientes. La cancelación debe hacerse con al menos 5 días de anticipación a la próxima fecha de cobro; si no, ese cobro se realiza igual.',
      'Una suscripción pausada no genera órdenes ni cobros hasta que se reanuda.',
    ],
  },
  {
    id: 'cambiar-plan',
    category: 'suscripciones',
    question: '¿Cómo cambio el plan de mi tienda?',
    answer: [
      'Desde la página de Precios, con tu sesión iniciada, elige el plan nuevo. Si subes de plan, el cambio es inmediato y se cobra la diferencia entre los precios base de ambos planes. Si bajas de plan, el cambio se aplica al terminar el período en curso.',
    ],
  },
  {
    id: 'cambiar-contrasena',
    category: 'suscripciones',
    question: 'Olvidé mi contraseña, ¿cómo la recupero?',
    answer: [
      'En "Iniciar Sesión" elige "¿Olvidaste tu contraseña?" e ingresa tu correo. Te enviaremos un enlace para crear una nueva, válido por 24 horas.',
      'Si recuerdas tu contraseña y solo quieres cambiarla, hazlo desde Mi Cuenta.',
    ],
  },
  {
    id: 'tarjetas-guardadas',
    category: 'suscripciones',
    question: '¿Cómo cambio la tarjeta con la que pago la plataforma?',
    answer: [
      'En Mi Cuenta, en la sección de tarjetas, agrega una tarjeta nueva con Webpay y márcala como predeterminada. Después puedes eliminar la anterior.',
      'No guardamos el número completo de tu tarjeta: el procesador de pagos la guarda de forma segura y nosotros solo vemos el tipo y los últimos 4 dígitos.',
    ],
  },
  {
    id: 'publicar-tienda',
    category: 'suscripciones',
    question: '¿Cuándo queda publicada mi tienda?',
    answer: [
      'Cuando completas la guía de configuración (contacto, datos de facturación, cuenta bancaria, al menos un producto y un medio de pago) y presionas "Publicar tienda". Desde ese momento tus clientes pueden comprar y suscribirse.',
    ],
  },

  // ── Soporte ───────────────────────────────────────────────────────────────────────────
  {
    id: 'canales-soporte',
    category: 'soporte',
    question: '¿Cómo contacto al equipo de soporte?',
    answer: [
      'Por correo electrónico respondemos en un máximo de 24 horas. Por WhatsApp respondemos en un máximo de 2 horas y por teléfono la atención es inmediata; estos dos canales están incluidos en el Plan Pro.',
      'Encuentras el correo, el WhatsApp y el teléfono en la página de Contacto.',
    ],
  },
  {
    id: 'horario-soporte',
    category: 'soporte',
    question: '¿En qué horario atienden?',
    answer: [
      'De lunes a viernes de 09:00 a 18:00 (hora de Chile continental). Los fines de semana solo atendemos por correo electrónico.',
    ],
  },
  {
    id: 'plataforma-caida',
    category: 'soporte',
    question: '¿Cómo sé si la plataforma tiene problemas?',
    answer: [
      'En la página Estado del Sistema ves el estado de cada componente (API, base de datos, inicio de sesión, pagos y archivos), la disponibilidad de las últimas 24 horas, 7 y 30 días y el historial de incidentes. Se actualiza sola cada 30 segundos.',
    ],
  },
  {
    id: 'reportar-problema',
    category: 'soporte',
    question: '¿Qué información debo enviar al reportar un problema?',
    answer: [
      'Cuéntanos qué estabas haciendo, en qué página, la hora aproximada y el mensaje de error que viste. Si es sobre una orden o un cliente, incluye el número de orden o el correo del cliente. Una captura de pantalla ayuda mucho.',
    ],
  },
];
