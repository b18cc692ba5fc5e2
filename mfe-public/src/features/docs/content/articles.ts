/**
 * The documentation's articles by category (spec 3 §2 '/docs'). Content that ships with the
 * remote. An article is a summary plus blocks: paragraphs and numbered steps.
 */
export interface DocsBlock {
  kind: 'paragraph' | 'steps' | 'tip';
  text?: string;
  items?: string[];
}

export interface DocsArticle {
  id: string;
  title: string;
  summary: string;
  blocks: DocsBlock[];
}

export interface DocsCategory {
  id: string;
  title: string;
  description: string;
  articles: DocsArticle[];
}

const p = (text: string): DocsBlock => ({ kind: 'paragraph', text });
const steps = (...items: string[]): DocsBlock => ({ kind: 'steps', items });
const tip = (text: string): DocsBlock => ({ kind: 'tip', text });

export const DOCS_CATEGORIES: DocsCategory[] = [
  {
    id: 'primeros-pasos',
    title: 'Primeros pasos',
    description: 'Crea tu cuenta, configura tu tienda y publícala.',
    articles: [
      {
        id: 'crear-cuenta',
        title: 'Crear tu cuenta y tu tienda',
        summary: 'Regístrate con tu correo, verifica el código y elige el subdominio de tu tienda.',
        blocks: [
          steps(
            'Presiona "Crear Mi Tienda" e ingresa el nombre de tu negocio, tu nombre, tu apellido, tu correo y una contraseña de al menos 8 caracteres.',
            'Elige el subdominio: será la dirección de tu tienda, por ejemplo cafe-cordillera.suscribe.cl.',
            'Ingresa el código de 6 dígitos que te enviamos por correo. Si no llega, puedes pedir otro después de 60 segundos.',
          ),
          p('Al verificar el código entras directamente al panel de tu tienda.'),
        ],
      },
      {
        id: 'guia-configuracion',
        title: 'Completar la guía de configuración',
        summary: 'Las cinco tareas que dejan tu tienda lista para vender.',
        blocks: [
          p(
            'El panel lateral "Guía de configuración" te muestra las tareas pendientes. Cada una te lleva a la página donde se completa:',
          ),
          steps(
            'Cuenta bancaria: dónde transferimos el dinero de tus ventas.',
            'Datos de contacto: teléfonos, correos, dirección y horario de atención de tu negocio.',
            'Datos de facturación: razón social, RUT y giro para las facturas de la plataforma.',
            'Tu primer producto, pack o plan de suscripción.',
            'Medio de pago: la tarjeta con la que pagas el plan de la plataforma.',
          ),
          p(
            'Con todas las tareas completas, presiona "Publicar tienda". Desde ese momento tus clientes pueden comprar.',
          ),
        ],
      },
      {
        id: 'panel-control',
        title: 'Leer el Panel de Control',
        summary: 'Métricas, gráficos, productos con stock bajo y próximas entregas.',
        blocks: [
          p(
            'El Panel de Control muestra ingresos, suscripciones y clientes del rango de fechas que elijas (por defecto, los últimos 7 días; como máximo, un año), con la variación respecto del período anterior.',
          ),
          p(
            'Debajo encontrarás los 5 productos con stock más bajo y las 5 próximas órdenes pendientes, además de reportes que puedes descargar.',
          ),
        ],
      },
    ],
  },
  {
    id: 'productos',
    title: 'Productos',
    description: 'Catálogo, categorías, stock, imágenes e incrustación en tu sitio.',
    articles: [
      {
        id: 'crear-productos',
        title: 'Crear productos y packs',
        summary: 'Datos obligatorios, imágenes y tipos de producto.',
        blocks: [
          steps(
            'En Productos, presiona "Nuevo producto".',
            'Elige el tipo: producto individual o pack (varios productos con sus cantidades).',
            'Completa nombre, SKU, precio en pesos, stock, stock mínimo y categoría.',
            'Sube una imagen JPG, PNG, GIF o WEBP de hasta 5 MB.',
          ),
          tip(
            'Marca "requiere membresía" en los productos exclusivos para clientes con un plan de suscripción activo.',
          ),
        ],
      },
      {
        id: 'categorias',
        title: 'Organizar con categorías',
        summary: 'Categorías y subcategorías para que tus clientes encuentren lo que buscan.',
        blocks: [
          p(
            'Desde Productos abre el administrador de categorías. Puedes crear categorías con subcategorías, desactivarlas sin borrarlas y ordenarlas.',
          ),
          p(
            'Filtra la lista de productos por categoría para revisar precios y stock de una sola vez.',
          ),
        ],
      },
      {
        id: 'stock',
        title: 'Controlar el stock',
        summary: 'Ajustes de stock, stock mínimo y alertas.',
        blocks: [
          p(
            'Usa "Ajustar stock" para sumar o restar unidades cuando recibes mercadería o haces un inventario. Cuando el stock llega al mínimo, el producto aparece en el Panel de Control.',
          ),
        ],
      },
      {
        id: 'incrustar-producto',
        title: 'Incrustar un producto en tu sitio web',
        summary:
          'Un botón de suscripción para tu propio sitio, con el código de "Incrustar Producto".',
        blocks: [
          p(
            'En la lista de Productos, presiona "Incrustar" en el producto o pack y copia el código del diálogo "Incrustar Producto". La referencia completa está en la sección "API de incrustación" de esta página.',
          ),
        ],
      },
    ],
  },
  {
    id: 'planes',
    title: 'Planes',
    description: 'Planes de suscripción para tus clientes y el plan de tu tienda.',
    articles: [
      {
        id: 'planes-comercio',
        title: 'Crear planes de suscripción',
        summary: 'Membresías con precio, frecuencia de entrega, renovación y beneficios.',
        blocks: [
          steps(
            'En Planes de Suscripción, presiona "Nuevo plan".',
            'Define el precio, la frecuencia de entrega (por ejemplo, mensual) y el período de renovación.',
            'Lista los beneficios incluidos y, si ayuda a comparar, los no incluidos.',
          ),
          p(
            'Los clientes con un plan activo pueden comprar los productos marcados como "requiere membresía".',
          ),
        ],
      },
      {
        id: 'plan-plataforma',
        title: 'Elegir el plan de tu tienda',
        summary: 'Starter o Pro: cómo se calcula lo que pagas.',
        blocks: [
          p(
            'Starter cobra $1.590 por suscriptor activo al mes, sin mínimo. Pro cobra $990 por suscriptor activo con un mínimo de $500.000 al mes, e incluye dominio personalizado y soporte por WhatsApp y teléfono.',
          ),
          p(
            'En Precios, la calculadora compara ambos planes según tu número de suscriptores. Subir de plan es inmediato (se cobra la diferencia de precios base); bajar de plan se aplica al terminar el período.',
          ),
        ],
      },
    ],
  },
  {
    id: 'clientes',
    title: 'Clientes',
    description: 'Fichas de clientes, suscripciones, órdenes y despachos.',
    articles: [
      {
        id: 'ficha-cliente',
        title: 'La ficha del cliente',
        summary: 'Suscripciones, direcciones, historial, comunicaciones y órdenes.',
        blocks: [
          p(
            'Cada cliente tiene una ficha con cinco pestañas. En Suscripciones ves sus productos, packs y planes con la próxima fecha de cobro; en Comunicaciones, cada correo o mensaje enviado con su estado.',
          ),
        ],
      },
      {
        id: 'ordenes',
        title: 'Gestionar órdenes',
        summary: 'Estados, documentos y acciones masivas.',
        blocks: [
          p(
            'Las órdenes pasan por los estados Pendiente, En Proceso, Enviado y Entregado, o Cancelado. Cambia el estado desde el detalle de la orden, adjunta documentos (hasta 5 MB) y exporta la lista en CSV.',
          ),
        ],
      },
      {
        id: 'despachos',
        title: 'Registrar un despacho',
        summary: 'Courier, número de seguimiento y aviso al cliente.',
        blocks: [
          steps(
            'En el detalle de la orden, elige "Registrar despacho".',
            'Selecciona el courier (Chilexpress, CorreosChile, Starken, Blue Express u otro) e ingresa el número de seguimiento.',
            'Revisa el rango de entrega estimado (por defecto, de 3 a 5 días) y decide si avisar al cliente por correo.',
          ),
          tip('Configura los costos de envío por comuna en Despachos → Reglas de Despacho.'),
        ],
      },
    ],
  },
  {
    id: 'personalizacion',
    title: 'Personalización',
    description: 'Correos, dominio y la imagen de tu tienda.',
    articles: [
      {
        id: 'plantillas',
        title: 'Editar las plantillas de correo',
        summary: 'Asunto, contenido y variables de cada correo que envías.',
        blocks: [
          p(
            'En Personalización → Plantillas de Correo edita el asunto y el contenido. Inserta variables entre llaves dobles, como {{nombre_cliente}}; si usas una variable que no existe para esa plantilla, te avisamos antes de guardar.',
          ),
        ],
      },
      {
        id: 'dominio',
        title: 'Configurar tu dominio',
        summary: 'Alias en suscribe.cl o tu propio dominio con el plan Pro.',
        blocks: [
          steps(
            'En Personalización → Dominio, elige un alias de 3 a 63 caracteres (minúsculas, números y guiones).',
            'Con el plan Pro, ingresa tu dominio y crea en tu proveedor un registro CNAME para "www" hacia tu subdominio y un registro A en la raíz con la dirección indicada.',
            'Presiona "Verificar DNS". El certificado SSL se activa cuando la verificación resulta.',
          ),
        ],
      },
    ],
  },
  {
    id: 'configuracion-negocio',
    title: 'Configuración del negocio',
    description: 'Contacto, facturación, cuenta bancaria, facturas y cartolas.',
    articles: [
      {
        id: 'datos-contacto',
        title: 'Datos de contacto y horario',
        summary: 'Lo que ven tus clientes para comunicarse contigo.',
        blocks: [
          p(
            'En Mi Negocio → Información de Contacto registra teléfonos, correos (marca uno como principal), tu dirección, tus redes sociales y el horario de atención por días.',
          ),
        ],
      },
      {
        id: 'facturacion',
        title: 'Datos de facturación y facturas',
        summary: 'Razón social, RUT y giro; descarga de facturas mensuales.',
        blocks: [
          p(
            'En Datos de Facturación ingresa razón social, RUT, giro, dirección, ciudad, región y el correo donde recibes las facturas. En Facturas Recibidas descargas cada factura en PDF o la lista completa en CSV.',
          ),
        ],
      },
      {
        id: 'cartolas',
        title: 'Cartolas de ventas y de comisión',
        summary: 'Cada movimiento de tu dinero, con su saldo.',
        blocks: [
          p(
            'La Cartola de Ventas muestra ventas, reembolsos, comisiones de medios de pago y transferencias a tu cuenta. La Cartola de Comisión muestra el cargo mensual del plan y cómo se pagó. Filtra por mes, día y tipo de movimiento, y exporta en CSV.',
          ),
        ],
      },
    ],
  },
];

/**
 * The #embed-api section's examples, in the shape the api's "Incrustar Producto" snippet has
 * (`GET /api/products/:id/embed`). `apiBase` is the api's base as the front ends call it
 * (`https://…/api`): the api serves the embed under it.
 */
export const EMBED_EXAMPLE = { store: 'cafe-cordillera', product: 'ID_DEL_PRODUCTO' } as const;

export const embedScriptUrl = (apiBase: string) => `${apiBase}/public/embed/product.js`;

export const embedFrameUrl = (apiBase: string) =>
  `${apiBase}/public/embed/stores/${EMBED_EXAMPLE.store}/products/${EMBED_EXAMPLE.product}`;

export const embedSnippet = (apiBase: string) => `<div class="suscribe-producto"
     data-tienda="${EMBED_EXAMPLE.store}"
     data-producto="${EMBED_EXAMPLE.product}"
     data-texto="Suscribirme"
     data-color="#4F46E5"></div>
<script src="${embedScriptUrl(apiBase)}" async></script>`;

export const embedIframeSnippet = (apiBase: string) =>
  `<iframe src="${embedFrameUrl(apiBase)}" title="Producto" width="100%" height="480" style="border:0;max-width:360px" loading="lazy" sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer"></iframe>`;

export const EMBED_ATTRIBUTES = [
  {
    name: 'class="suscribe-producto"',
    required: true,
    description: 'Marca el elemento donde el script pone la tarjeta del producto. No lo cambies.',
  },
  {
    name: 'data-tienda',
    required: true,
    description:
      'El subdominio de tu tienda: cafe-cordillera si tu tienda está en cafe-cordillera.suscribe.cl.',
  },
  {
    name: 'data-producto',
    required: true,
    description:
      'El identificador del producto o pack. El código de "Incrustar Producto" ya lo trae.',
  },
  {
    name: 'data-texto',
    required: false,
    description:
      'El texto del botón, de hasta 40 caracteres (lo que pase de 40 se corta). Por defecto, "Suscribirme".',
  },
  {
    name: 'data-color',
    required: false,
    description:
      'El color del botón en formato #RRGGBB, como #4F46E5. Si no lo indicas o tiene otro formato, se usa el color principal de tu tienda (o #4F46E5 si no tiene uno).',
  },
] as const;
