// Spanish copy of mfe-public. Texts the spec gives are kept word for word.
import { contactMessages } from './features/contact/messages';
import { docsMessages } from './features/docs/messages';
import { helpMessages } from './features/help/messages';
import { landingMessages } from './features/landing/messages';
import { legalMessages } from './features/legal/messages';
import { partnersMessages } from './features/partners/messages';
import { publicOrderMessages } from './features/public-order/messages';
import { registrationMessages } from './features/registration/messages';
import { statusMessages } from './features/status/messages';
import { storesMessages } from './features/stores/messages';
import { supportMessages } from './features/support/messages';

// Each support, legal and catalogue page keeps its copy in its feature folder (re-exported here).
export {
  contactMessages,
  docsMessages,
  helpMessages,
  landingMessages,
  legalMessages,
  partnersMessages,
  publicOrderMessages,
  registrationMessages,
  statusMessages,
  storesMessages,
  supportMessages,
};

export const messages = {
  landing: {
    hero: {
      badge: 'Comercio por suscripción para Chile',
      title: 'Crea tu tienda de suscripciones y cobra de forma recurrente',
      subtitle:
        'Vende productos, packs y membresías con cobro automático con tarjeta, despachos a todo Chile y métricas de tu negocio en un solo lugar.',
      primaryCta: 'Crear Mi Tienda',
      secondaryCta: 'Ver precios',
    },
    features: {
      title: 'Todo lo que necesitas para vender por suscripción',
      subtitle: 'Desde el catálogo hasta el despacho, sin planillas ni cobros manuales.',
      items: [
        {
          title: 'Suscripciones y planes',
          description:
            'Planes de membresía, productos recurrentes y packs con la frecuencia que elijas.',
        },
        {
          title: 'Cobro automático',
          description: 'Tus clientes pagan con tarjeta y los cobros se repiten en cada período.',
        },
        {
          title: 'Despachos a todo Chile',
          description: 'Reglas de despacho por comuna y seguimiento de cada orden.',
        },
        {
          title: 'Métricas en tiempo real',
          description: 'Ingresos, suscripciones y clientes con tendencias y reportes descargables.',
        },
      ],
    },
    models: {
      title: 'Dos formas de monetizar',
      subtitle: 'Combina el modelo que mejor calza con tu negocio.',
      items: [
        {
          title: 'Suscripción + productos',
          description:
            'Una membresía mensual que da acceso a beneficios, más productos a la carta.',
          points: [
            'Cobro recurrente de la membresía',
            'Productos con precio preferente para miembros',
            'Ideal para clubes y comunidades',
          ],
        },
        {
          title: 'Packs recurrentes',
          description: 'Cajas o packs armados que tus clientes reciben en cada período.',
          points: [
            'Entrega semanal, quincenal o mensual',
            'Stock y despachos coordinados',
            'Ideal para café, alimentos y cuidado personal',
          ],
        },
      ],
    },
  },
  // The landing's partner showcase and demo form, /register and /public/orders/:id keep their
  // copy in their feature folders too.
  landingSections: landingMessages,
  register: registrationMessages,
  help: helpMessages,
  docs: docsMessages,
  status: statusMessages,
  contact: contactMessages,
  privacy: legalMessages.privacy,
  terms: legalMessages.terms,
  cookies: legalMessages.cookies,
  partners: partnersMessages,
  stores: storesMessages,
  publicOrder: publicOrderMessages,
} as const;
