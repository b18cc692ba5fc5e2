// Spanish copy of the product modal. Texts the spec gives (spec 2 §2, §5, §8) are word for word;
// the field rules' messages come from `@platform/shared/validation`, which the api shares.
import { formatCLP } from '@platform/shared';
import type { ProductPeriodicity, RenewalPeriod } from '@platform/shared/constants';

export type ProductModalMode = 'create' | 'edit' | 'copy';

const verbs: Record<ProductModalMode, string> = {
  create: 'crear',
  edit: 'actualizar',
  copy: 'copiar',
};

export const productFormMessages = {
  titles: {
    create: 'Nuevo Producto',
    edit: 'Editar Producto',
    copy: 'Copiar Producto',
  } satisfies Record<ProductModalMode, string>,
  copySuffix: ' (Copia)',
  close: 'Cerrar',
  cancel: 'Cancelar',
  submit: { submit: 'Guardar producto', submitting: 'Guardando...' },
  loading: 'Cargando producto...',
  loadError: 'Error al cargar el producto',

  saved: {
    create: 'Producto creado correctamente',
    edit: 'Producto actualizado correctamente',
    copy: 'Producto copiado correctamente',
  } satisfies Record<ProductModalMode, string>,
  saveError: {
    title: 'Error al guardar el producto',
    withStatus: (status: number, mode: ProductModalMode) =>
      `Error ${status}: No se pudo ${verbs[mode]} el producto`,
    generic: 'Error al guardar el producto. Por favor, intenta nuevamente.',
  },

  sections: {
    basics: 'Información básica',
    priceAndStock: 'Precio y stock',
    subscription: 'Suscripción',
    shipping: 'Despacho',
    image: 'Imagen',
    characteristics: 'Características',
    benefits: 'Beneficios',
    externalSite: 'Sitio web externo',
  },

  name: 'Nombre del producto',
  namePlaceholder: 'Ej: Café de grano 1 kg',
  description: 'Descripción',
  type: 'Tipo de producto',
  types: { product: 'Producto individual', pack: 'Pack' },
  typeHelp:
    'Un producto individual requiere un plan activo y se renueva con él; un cliente puede tener varios packs.',
  sku: 'SKU',
  category: 'Categoría',
  noCategory: 'Sin categoría',
  categoriesLoading: 'Cargando categorías...',
  categoriesError: 'Error al cargar las categorías',
  price: 'Precio (CLP)',
  priceHelp: (min: number, max: number) => `Entre ${formatCLP(min)} y ${formatCLP(max)}.`,
  stock: 'Stock',
  minStock: 'Stock mínimo',
  minStockHelp: 'Con este stock o menos, el producto se marca con stock bajo.',
  renewalPeriod: 'Período de renovación',
  renewalPeriodPlaceholder: 'Selecciona un período',
  renewalPeriods: {
    monthly: 'Mensual',
    bimonthly: 'Bimestral',
    quarterly: 'Trimestral',
    semiannual: 'Semestral',
    annual: 'Anual',
  } satisfies Record<RenewalPeriod, string>,
  deliveryFrequency: 'Frecuencia de entrega',
  periodicity: 'Periodicidad',
  periodicityPlaceholder: 'Sin especificar',
  periodicities: {
    weekly: 'Semanal',
    biweekly: 'Quincenal',
    monthly: 'Mensual',
  } satisfies Record<ProductPeriodicity, string>,
  requiresMembership: 'Requiere membresía',
  isActive: 'Visible en la tienda',
  noShippingRequired: 'No requiere despacho',
  preparationDays: 'Días de preparación',
  preparationDaysHelp: 'Días que tardas en preparar el pedido antes de despacharlo.',

  characteristicTitle: 'Título de la característica',
  characteristicDescription: 'Descripción de la característica',
  addCharacteristic: 'Agregar característica',
  benefit: 'Beneficio',
  addBenefit: 'Agregar beneficio',
  remove: 'Quitar',
  noCharacteristics: 'Aún no hay características.',
  noBenefits: 'Aún no hay beneficios.',

  image: 'Imagen del producto',
  imageHelp: 'JPG, PNG, GIF o WEBP, hasta 5 MB.',
  currentImage: 'Imagen actual del producto',
  newImage: 'Imagen nueva del producto',
  removeImage: 'Quitar imagen',
  uploading: 'Subiendo imagen',
  uploaded: 'Imagen subida',
  imageRemoved: 'La imagen se quitará al guardar.',
  waitForUpload: 'Espera a que termine de subir la imagen',
  imageTooLarge: 'El archivo excede el tamaño máximo permitido de 5MB',
  imageType: 'Tipo de archivo no permitido. Tipos permitidos: JPG, PNG, GIF, WEBP',
  uploadFailed: 'Error al subir la imagen. Por favor, intenta nuevamente.',
  uploadUrlMissing: 'No se recibió una URL válida para la subida del archivo',
  uploadStatus: (status: number) => `Error ${status}: No se pudo subir el archivo`,

  externalUrl: 'Ruta en tu sitio web',
  externalUrlPlaceholder: '/productos/mi-producto',
  externalUrlHelp: (website: string) =>
    `La ruta del producto en ${website}. Si pegas la dirección completa, se guarda solo la ruta.`,
  externalUrlChecking: 'Comprobando el sitio web externo de tu tienda...',
  externalUrlUnavailable:
    'Tu tienda no tiene un sitio web externo configurado: configúralo para usar una ruta externa.',
  externalUrlStoreError: 'No se pudo comprobar el sitio web externo de tu tienda.',
  configureWebsite: 'Configurar sitio web externo',
  retry: 'Reintentar',
} as const;
