/**
 * Seed step for the public site (migration 050): the platform's contact details (reference data,
 * every mode) and the public store catalogue with its partners, success stories and reviews (demo
 * data). Its own step, called by `seedDatabase` also when the demo data already exists, so a
 * database seeded before this step gets it too. Each part is written only while its table is
 * empty (an operator's later changes are never overwritten); ids are stable, review dates are day
 * offsets back from "now".
 */
import type { Database } from './types.ts';
import { DEMO_STORE_ID } from './seed-ids.ts';
import { SeedCalendar, stableUuid } from './seed-utils.ts';

/** Lunes a Viernes 09:00 - 18:00 (spec 1 §9); weekends closed (e-mail only). */
const BUSINESS_HOURS = [
  { days: 'Lunes a Viernes', startTime: '09:00', endTime: '18:00' },
  { days: 'Sábado', startTime: null, endTime: null },
  { days: 'Domingo', startTime: null, endTime: null },
];

export const PLATFORM_SETTINGS_SEED = {
  company_name: 'Suscribe',
  legal_name: 'Suscribe SpA',
  rut: '77.421.836-K',
  email: 'contacto@suscribe.cl',
  privacy_email: 'privacidad@suscribe.cl',
  phone_number: '+56224831950',
  whatsapp_number: '+56957312840',
  address_street: 'Av. Providencia 1208, oficina 1603',
  address_commune: 'Providencia',
  address_region: 'Región Metropolitana de Santiago',
  latitude: -33.4289,
  longitude: -70.6196,
} as const;

interface ReviewSeed {
  customerName: string;
  rating: number;
  comment: string;
  daysAgo: number;
  verified: boolean;
}

interface CatalogueStoreSeed {
  slug: string;
  name: string;
  /** Listed as the demo merchant's real store. */
  platformStoreId?: string;
  url: string;
  description: string;
  category: string;
  tags: string[];
  startingPrice: number;
  deliveryFrequency: string;
  featured: boolean;
  isPartner: boolean;
  clientSince: string;
  successStory?: { quote: string; subscribers: number; coverage: string };
  reviews: ReviewSeed[];
}

const review = (
  customerName: string,
  rating: number,
  daysAgo: number,
  comment: string,
  verified = true,
): ReviewSeed => ({ customerName, rating, comment, daysAgo, verified });

export const CATALOGUE_STORES: CatalogueStoreSeed[] = [
  {
    slug: 'huerta-viva',
    name: 'Huerta Viva',
    url: 'https://huerta-viva.suscribe.cl',
    description:
      'Cajas de verduras y frutas orgánicas de productores de Paine y Buin, armadas el mismo día del despacho.',
    category: 'Alimentación',
    tags: ['Orgánico', 'Productores locales', 'Sin plástico'],
    startingPrice: 14990,
    deliveryFrequency: 'Semanal',
    featured: true,
    isPartner: true,
    clientSince: '2024-03-04',
    successStory: {
      quote:
        'Con las suscripciones sabemos cuántas cajas armar cada semana y dejamos de botar verdura. Hoy despachamos a más de mil familias sin planillas.',
      subscribers: 1200,
      coverage: 'Santiago, Rancagua y Valparaíso',
    },
    reviews: [
      review(
        'Daniela Soto',
        5,
        6,
        'Las verduras llegan frescas y la caja trae recetas para aprovecharlo todo.',
      ),
      review(
        'Felipe Araya',
        5,
        19,
        'Puedo saltarme una semana desde la web sin llamar a nadie. Muy cómodo.',
      ),
      review(
        'Marcela Vidal',
        4,
        34,
        'Muy buena calidad; a veces repiten mucho el zapallo italiano.',
      ),
      review(
        'Ignacio Pérez',
        5,
        61,
        'El despacho siempre llega el mismo día y a la hora que indican.',
        false,
      ),
    ],
  },
  {
    slug: 'vitalbox',
    name: 'Vitalbox',
    url: 'https://vitalbox.suscribe.cl',
    description:
      'Vitaminas y suplementos personalizados según un cuestionario con nutricionista, en packs mensuales.',
    category: 'Salud',
    tags: ['Nutricionista', 'Packs mensuales', 'Despacho a todo Chile'],
    startingPrice: 19990,
    deliveryFrequency: 'Mensual',
    featured: true,
    isPartner: true,
    clientSince: '2024-08-12',
    successStory: {
      quote:
        'Nuestros clientes ya no se quedan sin sus suplementos: el pack llega antes de que se acabe el anterior y el cobro es automático. La recompra pasó del 40% al 85%.',
      subscribers: 2400,
      coverage: 'Todo Chile',
    },
    reviews: [
      review(
        'Carolina Muñoz',
        5,
        3,
        'El cuestionario fue muy completo y la nutricionista respondió mis dudas.',
      ),
      review(
        'Rodrigo Fuentes',
        4,
        27,
        'Buen servicio, aunque el primer despacho a Temuco tardó cinco días.',
      ),
      review('Paula Contreras', 5, 48, 'Cambié la fecha de cobro desde mi cuenta sin problemas.'),
    ],
  },
  {
    slug: 'cafe-cordillera',
    name: 'Café Cordillera',
    platformStoreId: DEMO_STORE_ID,
    url: 'https://cafe-cordillera.suscribe.cl',
    description:
      'Café de especialidad tostado cada semana en Ñuñoa, en grano o molido a tu gusto, con despacho quincenal.',
    category: 'Bebidas',
    tags: ['Café de especialidad', 'Tostado local', 'Envío gratis en la RM'],
    startingPrice: 9990,
    deliveryFrequency: 'Quincenal',
    featured: true,
    isPartner: true,
    clientSince: '2025-09-23',
    reviews: [
      review(
        'Sebastián Rojas',
        5,
        2,
        'El café llega con la fecha de tueste y se nota la frescura.',
      ),
      review('Josefina Herrera', 5, 15, 'Me encanta poder cambiar el origen del grano cada mes.'),
      review('Tomás Castillo', 4, 40, 'Muy rico; me gustaría una opción de bolsa más grande.'),
      review(
        'Valentina Silva',
        5,
        72,
        'Atención muy cercana cuando tuve que cambiar mi dirección.',
        false,
      ),
    ],
  },
  {
    slug: 'patagonia-pura',
    name: 'Patagonia Pura',
    url: 'https://patagonia-pura.suscribe.cl',
    description:
      'Cosmética natural hecha en Puerto Varas con rosa mosqueta y maqui, en kits de temporada.',
    category: 'Belleza',
    tags: ['Cosmética natural', 'Cruelty free', 'Hecho en Chile'],
    startingPrice: 17500,
    deliveryFrequency: 'Bimestral',
    featured: true,
    isPartner: true,
    clientSince: '2025-01-13',
    reviews: [
      review(
        'Francisca Olivares',
        5,
        9,
        'El kit de invierno es precioso y los productos duran harto.',
      ),
      review(
        'Antonia Bustamante',
        4,
        52,
        'Buenos productos; el envase del bálsamo llegó un poco golpeado.',
      ),
    ],
  },
  {
    slug: 'masa-madre-sur',
    name: 'Masa Madre Sur',
    url: 'https://masa-madre-sur.suscribe.cl',
    description:
      'Pan de masa madre horneado en Concepción cada madrugada y repartido en tu puerta antes de las 8:00.',
    category: 'Alimentación',
    tags: ['Masa madre', 'Entrega temprana', 'Concepción'],
    startingPrice: 8500,
    deliveryFrequency: 'Semanal',
    featured: true,
    isPartner: false,
    clientSince: '2025-07-01',
    reviews: [
      review('Cristián Navarro', 5, 4, 'El pan llega tibio todos los viernes. Un lujo.'),
      review('Camila Espinoza', 4, 23, 'Muy rico, pero la hallulla integral se acaba rápido.'),
    ],
  },
  {
    slug: 'lee-conmigo',
    name: 'Lee Conmigo',
    url: 'https://lee-conmigo.suscribe.cl',
    description:
      'Cajas de cuentos ilustrados y actividades para niñas y niños de 2 a 8 años, elegidas por educadoras de párvulos.',
    category: 'Educación',
    tags: ['Infantil', 'Lectura', 'Actividades'],
    startingPrice: 12990,
    deliveryFrequency: 'Mensual',
    featured: false,
    isPartner: true,
    clientSince: '2025-05-19',
    reviews: [
      review(
        'Javiera Morales',
        5,
        11,
        'Mi hija espera la caja cada mes; los libros están muy bien elegidos.',
      ),
      review(
        'Matías Gutiérrez',
        5,
        38,
        'Las actividades son simples y se pueden hacer en familia.',
      ),
      review(
        'Fernanda Reyes',
        4,
        66,
        'Muy lindo todo; un mes se repitió un título que ya teníamos.',
      ),
    ],
  },
  {
    slug: 'club-vinos-los-boldos',
    name: 'Club de Vinos Los Boldos',
    url: 'https://los-boldos.suscribe.cl',
    description:
      'Club de vinos del Valle del Maule: tres botellas de pequeños productores cada mes, con notas de cata.',
    category: 'Bebidas',
    tags: ['Vino', 'Pequeños productores', 'Notas de cata'],
    startingPrice: 29990,
    deliveryFrequency: 'Mensual',
    featured: false,
    isPartner: true,
    clientSince: '2024-11-11',
    reviews: [
      review(
        'Andrés Pizarro',
        5,
        14,
        'Descubrí viñas que no conocía. Las notas de cata ayudan mucho.',
      ),
      review(
        'Catalina Núñez',
        4,
        45,
        'Buena selección; el despacho pide que alguien mayor de edad reciba.',
      ),
    ],
  },
  {
    slug: 'casa-limpia-verde',
    name: 'Casa Limpia Verde',
    url: 'https://casa-limpia-verde.suscribe.cl',
    description:
      'Productos de limpieza biodegradables en envases retornables: en cada entrega retiramos los vacíos.',
    category: 'Hogar',
    tags: ['Biodegradable', 'Envases retornables'],
    startingPrice: 11990,
    deliveryFrequency: 'Mensual',
    featured: false,
    isPartner: false,
    clientSince: '2025-11-03',
    reviews: [
      review('Gonzalo Vargas', 4, 8, 'Funcionan igual que los tradicionales y sin olor fuerte.'),
      review('Daniela Soto', 5, 29, 'Me encanta no acumular botellas plásticas.'),
    ],
  },
  {
    slug: 'mascota-feliz',
    name: 'Mascota Feliz',
    url: 'https://mascota-feliz.suscribe.cl',
    description:
      'Alimento premium y snacks para perros y gatos, con la porción calculada según el peso de tu mascota.',
    category: 'Hogar',
    tags: ['Mascotas', 'Alimento premium'],
    startingPrice: 21990,
    deliveryFrequency: 'Mensual',
    featured: false,
    isPartner: false,
    clientSince: '2026-04-08',
    reviews: [
      review('Ignacio Pérez', 5, 5, 'Nunca más me quedé sin comida para el Pancho.'),
      review(
        'Marcela Vidal',
        3,
        41,
        'El alimento es bueno, pero cambiar la marca tomó dos ciclos.',
      ),
    ],
  },
  {
    slug: 'byte-box',
    name: 'Byte Box',
    url: 'https://byte-box.suscribe.cl',
    description:
      'Accesorios tecnológicos y un gadget sorpresa cada mes para gamers y quienes teletrabajan, con garantía en Chile.',
    category: 'Tecnología',
    tags: ['Gadgets', 'Caja sorpresa', 'Garantía local'],
    startingPrice: 24990,
    deliveryFrequency: 'Mensual',
    featured: false,
    isPartner: false,
    clientSince: '2026-02-16',
    reviews: [
      review('Felipe Araya', 4, 12, 'Buenos accesorios; el mouse de este mes fue lo mejor.'),
      review('Sebastián Rojas', 4, 44, 'Entretenida la sorpresa, aunque no todo me sirvió.', false),
    ],
  },
  {
    slug: 'codigo-kids',
    name: 'Código Kids',
    url: 'https://codigo-kids.suscribe.cl',
    description:
      'Kits de robótica y programación para niñas y niños de 8 a 14 años, con clases guiadas en video.',
    category: 'Educación',
    tags: ['Robótica', 'Programación', 'STEM'],
    startingPrice: 22990,
    deliveryFrequency: 'Mensual',
    featured: false,
    isPartner: false,
    clientSince: '2026-03-02',
    reviews: [
      review('Paula Contreras', 5, 18, 'Mi hijo armó su primer robot solo siguiendo los videos.'),
    ],
  },
  {
    slug: 'te-andino',
    name: 'Té Andino',
    url: 'https://te-andino.suscribe.cl',
    description:
      'Infusiones de hierbas del norte de Chile, como rica rica, chachacoma y muña, recolectadas por comunidades locales.',
    category: 'Bebidas',
    tags: ['Hierbas andinas', 'Infusiones', 'Comercio justo'],
    startingPrice: 7990,
    deliveryFrequency: 'Mensual',
    featured: false,
    isPartner: false,
    clientSince: '2026-06-05',
    reviews: [],
  },
  {
    slug: 'yoga-en-casa',
    name: 'Yoga en Casa',
    url: 'https://yoga-en-casa.suscribe.cl',
    description:
      'Membresía de clases de yoga en línea con un kit de inicio y material nuevo para practicar cada mes.',
    category: 'Salud',
    tags: ['Membresía', 'Clases en línea', 'Bienestar'],
    startingPrice: 15000,
    deliveryFrequency: 'Mensual',
    featured: false,
    isPartner: false,
    clientSince: '2026-01-20',
    reviews: [
      review('Josefina Herrera', 5, 7, 'Las clases cortas de la mañana me cambiaron la rutina.'),
      review('Carolina Muñoz', 4, 33, 'Muy completo; faltan clases para nivel avanzado.'),
    ],
  },
];

async function isEmpty(db: Database, table: 'platform_settings' | 'catalogue_stores') {
  const { rows } = await db.query(`select 1 from ${table} limit 1`);
  return rows.length === 0;
}

/** Seeds the public site's data (idempotent: each part only into an empty table). */
export async function seedPublicSite(db: Database, options: { now?: Date } = {}): Promise<void> {
  await seedPlatformSettings(db);
  await seedPublicCatalogue(db, options);
}

/** Reference data: the platform's own contact details (only into an empty table). */
export async function seedPlatformSettings(db: Database): Promise<void> {
  if (await isEmpty(db, 'platform_settings')) {
    const s = PLATFORM_SETTINGS_SEED;
    await db.query(
      `insert into platform_settings (id, company_name, legal_name, rut, email, privacy_email, phone_number,
         whatsapp_number, address_street, address_commune, address_region, latitude, longitude, business_hours)
       values (1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb)
       on conflict (id) do nothing`,
      [
        s.company_name,
        s.legal_name,
        s.rut,
        s.email,
        s.privacy_email,
        s.phone_number,
        s.whatsapp_number,
        s.address_street,
        s.address_commune,
        s.address_region,
        s.latitude,
        s.longitude,
        JSON.stringify(BUSINESS_HOURS),
      ],
    );
  }
}

/** Demo data: the public store catalogue with its partners and reviews (only into an empty table). */
export async function seedPublicCatalogue(
  db: Database,
  options: { now?: Date } = {},
): Promise<void> {
  const cal = new SeedCalendar(options.now ?? new Date());
  if (await isEmpty(db, 'catalogue_stores')) {
    const { rows } = await db.query<{ id: string }>(
      'select id::text as id from stores where id = $1',
      [DEMO_STORE_ID],
    );
    const demoStoreExists = rows.length > 0;
    await db.transaction(async (tx) => {
      for (const [index, store] of CATALOGUE_STORES.entries()) {
        const id = stableUuid(`catalogue-store:${store.slug}`);
        await tx.query(
          `insert into catalogue_stores (id, platform_store_id, slug, name, url, description, category, tags,
             starting_price, delivery_frequency, featured, is_partner, client_since, success_story, sort_order)
           values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14::jsonb, $15)
           on conflict do nothing`,
          [
            id,
            store.platformStoreId && demoStoreExists ? store.platformStoreId : null,
            store.slug,
            store.name,
            store.url,
            store.description,
            store.category,
            JSON.stringify(store.tags),
            store.startingPrice,
            store.deliveryFrequency,
            store.featured,
            store.isPartner,
            store.clientSince,
            store.successStory ? JSON.stringify(store.successStory) : null,
            index + 1,
          ],
        );
        for (const [n, item] of store.reviews.entries()) {
          await tx.query(
            `insert into catalogue_store_reviews (id, catalogue_store_id, customer_name, rating, comment, reviewed_on, verified, created_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
            [
              stableUuid(`catalogue-review:${store.slug}:${n}`),
              id,
              item.customerName,
              item.rating,
              item.comment,
              cal.ymd(item.daysAgo),
              item.verified,
              cal.at(item.daysAgo, 12),
            ],
          );
        }
      }
    });
  }
}
