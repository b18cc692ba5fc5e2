import { EXTERNAL_WEBSITE_EXAMPLE } from '@platform/shared/validation';

// Spanish copy of /my-store 'Mi Tienda' (spec 3 "Store", §5, §8). The spec's own texts are kept
// word for word; the rest is ours.
export const storeSettingsMessages = {
  subtitle: 'El nombre de tu sitio, tu sitio web y la configuración regional de tu tienda.',
  /** Spec 3 §8 "Account", word for word. */
  loadError: 'Error al cargar la configuración de la tienda',
  loading: 'Cargando la configuración de la tienda...',
  formTitle: 'Configuración de la tienda',
  siteName: 'Nombre del sitio',
  siteNameHelp: 'Así verán tus clientes el nombre de tu tienda.',
  siteNamePlaceholder: 'Mi Tienda',
  externalWebsite: 'Sitio web externo',
  externalWebsiteHelp:
    'Opcional. Tu propio sitio: tus productos pueden enlazar a él. Se guarda solo el protocolo y el dominio.',
  externalWebsitePlaceholder: EXTERNAL_WEBSITE_EXAMPLE,
  regional: 'Configuración regional',
  language: 'Idioma',
  languagePlaceholder: 'Selecciona un idioma',
  languages: { es: 'Español' },
  currency: 'Moneda',
  currencyPlaceholder: 'Selecciona una moneda',
  currencies: { CLP: 'Peso chileno (CLP)' },
  regionalHelp: 'Por ahora, las tiendas venden en español y en pesos chilenos.',
  saved: 'Configuración guardada correctamente',
  /** Spec 3 §8 "Account", word for word. */
  saveError: 'Error al guardar la configuración',
} as const;
