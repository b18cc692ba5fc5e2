// The large catalogue of SEED_SCALE=bench: products generated after a store's hand-written ones
// until the store has the scale's product count, so the products list is measured at 10,000.
// Names and SKUs follow the store's own families (coffee origins, teas, Chilean herbs, brewing
// gear, sweets, workshops, packs) over its existing categories, with the mix a long-lived shop has:
// varied prices, low and out-of-stock items, hidden and archived ones, packs of earlier products.
// Deterministic: product n depends only on the store key, n and the products before it.
import type { Periodicity, ProductSeed, RenewalPeriod } from '../seed-data.ts';
import { Rng } from '../seed-utils.ts';

interface Made {
  name: string;
  /** Middle part of the SKU (`CAF-COL-00042`). */
  code: string;
  price: number;
  description: string;
}

interface Family {
  /** Category key of the demo store (null: not categorised). */
  category: string | null;
  weight: number;
  skuPrefix: string;
  /**
   * Number of choices of each part of the name. The family's k-th product takes the k-th of all
   * combinations (in a scattered order), so names repeat only once every combination is used.
   */
  parts: number[];
  make: (choice: number[], r: Rng) => Made;
  /** Word before the number that tells apart a repeated name (default "Lote"). */
  again?: string;
  periodicity?: Periodicity;
  noShipping?: boolean;
  preparationDays?: number;
}

const ORIGINS: ReadonlyArray<readonly [country: string, code: string, regions: string[]]> = [
  ['Colombia', 'COL', ['Huila', 'Nariño', 'Cauca', 'Tolima', 'Antioquia', 'Quindío']],
  ['Etiopía', 'ETI', ['Yirgacheffe', 'Sidamo', 'Guji', 'Limu', 'Harrar']],
  ['Kenia', 'KEN', ['Nyeri', 'Kirinyaga', 'Embu']],
  ['Brasil', 'BRA', ['Cerrado', 'Mogiana', 'Sul de Minas', 'Chapada Diamantina']],
  ['Perú', 'PER', ['Cajamarca', 'Cusco', 'Amazonas', 'Puno']],
  ['Bolivia', 'BOL', ['Caranavi', 'Yungas']],
  ['Ecuador', 'ECU', ['Loja', 'Zamora Chinchipe']],
  ['Guatemala', 'GUA', ['Antigua', 'Huehuetenango', 'Atitlán']],
  ['Costa Rica', 'CRI', ['Tarrazú', 'West Valley', 'Naranjo']],
  ['Honduras', 'HON', ['Marcala', 'Copán', 'Santa Bárbara']],
  ['Nicaragua', 'NIC', ['Jinotega', 'Nueva Segovia']],
  ['El Salvador', 'SLV', ['Santa Ana', 'Apaneca']],
  ['Panamá', 'PAN', ['Boquete', 'Volcán']],
  ['México', 'MEX', ['Chiapas', 'Veracruz', 'Oaxaca']],
  ['Ruanda', 'RUA', ['Nyamasheke', 'Huye']],
  ['Indonesia', 'IDN', ['Sumatra', 'Java', 'Sulawesi']],
];
const REGIONS = ORIGINS.flatMap(([country, code, regions]) =>
  regions.map((region) => ({ country, code, region })),
);
const VARIETIES = ['', 'Caturra', 'Bourbon', 'Geisha', 'Pacamara', 'Typica', 'SL28', 'Castillo'];
const PROCESSES = ['Lavado', 'Natural', 'Honey', 'Anaeróbico'];
const ROASTS = ['Tueste Claro', 'Tueste Medio', 'Tueste Oscuro'];
const NOTES = [
  'chocolate y nuez',
  'frutos rojos y panela',
  'jazmín y limón',
  'caramelo y durazno',
  'cacao y especias',
  'miel y naranja',
  'frambuesa y vino',
  'maní y vainilla',
];
const COFFEE_SIZES: ReadonlyArray<readonly [label: string, factor: number]> = [
  ['250 g', 1],
  ['500 g', 1.9],
  ['1 kg', 3.4],
];
const GRINDS = [
  'para Prensa',
  'para Filtro',
  'para Espresso',
  'para Moka',
  'para Chemex',
  'Universal',
];
const CAPSULE_FLAVOURS = [
  'Intenso',
  'Suave',
  'Ristretto',
  'Lungo',
  'Descafeinado',
  'Vainilla',
  'Caramelo',
  'Avellana',
  'Canela',
  'Chocolate',
  'Orgánico',
  'Colombia',
  'Etiopía',
  'Brasil',
];
const BLACK_TEAS = [
  'Ceylán',
  'Assam',
  'Darjeeling',
  'Keemun',
  'Lapsang Souchong',
  'Earl Grey',
  'English Breakfast',
  'Irish Breakfast',
  'Chai',
  'Yunnan',
  'Kenia',
  'Nilgiri',
  'Ruhuna',
  'Uva',
  'Rize',
  'Russian Caravan',
];
const GREEN_TEAS = [
  'Sencha',
  'Gunpowder',
  'Jazmín',
  'Matcha',
  'Genmaicha',
  'Bancha',
  'Hojicha',
  'Gyokuro',
  'Longjing',
  'Kukicha',
  'Chun Mee',
  'Menta Marroquí',
];
const TEA_TWISTS = [
  '',
  'con Canela',
  'con Naranja',
  'con Vainilla',
  'con Frutos Rojos',
  'con Jengibre',
  'con Limón',
];
const TEA_SIZES: ReadonlyArray<readonly [label: string, factor: number]> = [
  ['50 g', 0.6],
  ['100 g', 1],
  ['250 g', 2.2],
  ['20 bolsitas', 0.7],
];
const HERBS = [
  'Boldo',
  'Menta',
  'Manzanilla',
  'Cedrón',
  'Matico',
  'Paico',
  'Rica Rica',
  'Toronjil',
  'Melisa',
  'Tilo',
  'Hierba Luisa',
  'Poleo',
  'Rooibos',
  'Hibisco',
  'Maqui',
  'Rosa Mosqueta',
];
const GEAR: ReadonlyArray<readonly [name: string, code: string, price: number, sizes: string[]]> = [
  ['Prensa Francesa', 'PRE', 22990, ['350 ml', '600 ml', '1 L']],
  ['Cafetera Moka', 'MOK', 24990, ['3 tazas', '6 tazas', '9 tazas']],
  ['Dripper V60', 'V60', 15990, ['plástico', 'cerámico', 'vidrio', 'metálico']],
  ['Kalita Wave', 'KAL', 27990, ['155', '185']],
  ['Chemex', 'CHE', 49990, ['3 tazas', '6 tazas', '8 tazas']],
  ['Cafetera de Sifón', 'SIF', 59990, ['3 tazas', '5 tazas']],
  ['Jarra Cold Brew', 'CBR', 21990, ['1 L', '1,5 L']],
  ['Hervidor cuello de cisne', 'HER', 39990, ['0,8 L', '1 L']],
  ['Balanza de precisión', 'BAL', 29990, ['con temporizador', '0,1 g']],
  ['Jarra para leche', 'JAR', 12990, ['350 ml', '600 ml']],
];
const GEAR_MODELS = GEAR.flatMap(([name, code, price, sizes]) =>
  sizes.map((size) => ({ name: `${name} ${size}`, base: name, code, price })),
);
const GEAR_LINES = ['', 'Pro', 'Edición Cordillera'];
const GRINDERS: ReadonlyArray<readonly [name: string, code: string, price: number]> = [
  ['Molinillo manual de cerámica', 'MAN', 32990],
  ['Molinillo manual de acero', 'MAA', 44990],
  ['Molinillo manual de madera', 'MAD', 29990],
  ['Molinillo eléctrico de muelas cónicas', 'ELC', 89990],
  ['Molinillo eléctrico de muelas planas', 'ELP', 129990],
  ['Molinillo eléctrico para espresso', 'ELE', 149990],
  ['Molinillo eléctrico de cuchillas', 'ELK', 19990],
  ['Molinillo de viaje plegable', 'VIA', 27990],
];
const GRIND_LEVELS = ['', '20 niveles', '40 niveles', '60 niveles'];
const CUPS: ReadonlyArray<readonly [name: string, code: string, price: number]> = [
  ['Taza de greda de Pomaire', 'POM', 8990],
  ['Taza de Quinchamalí', 'QUI', 12990],
  ['Taza de cerámica de Chiloé', 'CHI', 10990],
  ['Mug esmaltado', 'MUG', 7990],
  ['Termo de acero', 'TER', 19990],
  ['Vaso térmico con tapa', 'VAS', 14990],
  ['Set 2 tazas espresso', 'SET', 12990],
  ['Set 4 tazas cappuccino', 'CAP', 24990],
];
const CUP_SIZES = ['90 ml', '250 ml', '350 ml', '450 ml', '500 ml'];
const FINISHES = ['', 'mate', 'brillante'];
const COLOURS = [
  'negro',
  'blanco',
  'rojo',
  'acero',
  'cobre',
  'verde',
  'azul',
  'terracota',
  'arena',
  'gris',
  'mostaza',
  'burdeo',
];
const SWEETS: ReadonlyArray<readonly [name: string, code: string, price: number]> = [
  ['Alfajores de manjar', 'ALF', 7990],
  ['Alfajores de chocolate y nuez', 'ALN', 8990],
  ['Chilenitos', 'CHL', 6990],
  ['Calzones rotos', 'CRO', 4990],
  ['Cuchuflí bañado', 'CUC', 5990],
  ['Galletas de avena y pasas', 'GAV', 5490],
  ['Brownie de nuez', 'BRO', 6490],
  ['Chocolate amargo 70%', 'C70', 4490],
  ['Chocolate amargo 85%', 'C85', 4990],
  ['Chocolate con almendras', 'CAL', 4790],
  ['Mermelada de murta', 'MMU', 5990],
  ['Mermelada de rosa mosqueta', 'MRO', 5490],
  ['Miel de ulmo', 'MUL', 8990],
  ['Kuchen de nuez', 'KNU', 14990],
];
const SWEET_TOWNS = [
  'Santiago',
  'Valdivia',
  'Chillán',
  'La Serena',
  'Puerto Varas',
  'Curacaví',
  'Talca',
  'Frutillar',
];
const SWEET_SIZES = ['x6', 'x12', '100 g', '250 g', '500 g'];
const SEASONAL: ReadonlyArray<readonly [name: string, code: string, price: number]> = [
  ['Blend Navidad', 'NAV', 11990],
  ['Blend Fiestas Patrias', 'FPA', 10990],
  ['Blend Invierno', 'INV', 10490],
  ['Pan de Pascua artesanal', 'PAS', 9990],
  ['Cola de Mono', 'CDM', 8990],
  ['Blend Otoño', 'OTO', 10490],
];
const SEASON_YEARS = [2019, 2020, 2021, 2022, 2023, 2024, 2025];
const SEASON_EDITIONS = ['', 'Edición Limitada', 'Reserva'];
const GIFT_AMOUNTS = [5000, 10000, 15000, 25000, 30000, 50000, 75000, 100000];
const GIFT_DESIGNS = [
  'Clásica',
  'Cumpleaños',
  'Navidad',
  'Gracias',
  'Día del Padre',
  'Día de la Madre',
];
const WORKSHOPS = [
  'latte art',
  'espresso en casa',
  'métodos de filtrado',
  'cata de cafés',
  'tueste en casa',
  'té e infusiones',
  'cold brew',
  'molienda y extracción',
];
const WORKSHOP_LEVELS = ['inicial', 'intermedio', 'avanzado'];
const WORKSHOP_FORMATS = ['en vivo', 'grabado', 'presencial en Ñuñoa'];
const SHOP_ITEMS: ReadonlyArray<readonly [name: string, price: number]> = [
  ['Bolsa de tela Cordillera', 6990],
  ['Delantal de barista', 19990],
  ['Paño de limpieza', 3990],
  ['Gorro de lana Cordillera', 12990],
  ['Polera Cordillera', 14990],
  ['Cuaderno de cata', 5990],
  ['Posavasos de madera x4', 7990],
  ['Lata hermética', 9990],
];
const PACK_THEMES = [
  'Degustación',
  'Orígenes',
  'Barista',
  'Oficina',
  'Desayuno',
  'Once',
  'Té de la Tarde',
  'Cafetero',
  'Viajero',
  'Sin Cafeína',
];
const PACK_SIZES = ['Individual', 'Pequeño', 'Mediano', 'Grande', 'Familiar', 'Premium'];
const SEASONS = ['', 'Edición Invierno', 'Edición Verano', 'Edición Otoño', 'Edición Primavera'];
const OCCASIONS = [
  'Navidad',
  'Día del Padre',
  'Día de la Madre',
  'Cumpleaños',
  'Fiestas Patrias',
  'Corporativa',
  'Aniversario',
  'San Valentín',
];
const RENEWALS: ReadonlyArray<readonly [RenewalPeriod, number]> = [
  ['monthly', 60],
  ['quarterly', 20],
  ['semiannual', 10],
  ['annual', 10],
];

/** Chilean shelf prices: whole pesos ending in 990 or 490, never under 990. */
function shelfPrice(value: number): number {
  return Math.max(990, Math.round(value / 500) * 500 - 10);
}

const words = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** `choice[i]` indexes `list` (typed access to the family's parts). */
const at = <T>(list: readonly T[], index: number | undefined): T => list[index ?? 0] as T;

const FAMILIES: Family[] = [
  {
    category: 'grano',
    weight: 20,
    skuPrefix: 'CAF',
    periodicity: 'monthly',
    parts: [REGIONS.length, VARIETIES.length, PROCESSES.length, COFFEE_SIZES.length],
    make: ([origin, variety, process, size], r) => {
      const { country, code, region } = at(REGIONS, origin);
      const [label, factor] = at(COFFEE_SIZES, size);
      return {
        name: words('Café', country, region, at(VARIETIES, variety), at(PROCESSES, process), label),
        code,
        price: shelfPrice(r.int(75, 140) * 100 * factor),
        description: `Café de especialidad de ${region}, ${country}, ${r.pick(ROASTS).toLowerCase()}; notas a ${r.pick(NOTES)}.`,
      };
    },
  },
  {
    category: 'molido',
    weight: 12,
    skuPrefix: 'MOL',
    periodicity: 'biweekly',
    parts: [REGIONS.length, ROASTS.length, GRINDS.length, COFFEE_SIZES.length],
    make: ([origin, roast, grind, size], r) => {
      const { country, code, region } = at(REGIONS, origin);
      const [label, factor] = at(COFFEE_SIZES, size);
      return {
        name: words('Café Molido', country, region, at(ROASTS, roast), at(GRINDS, grind), label),
        code,
        price: shelfPrice(r.int(70, 120) * 100 * factor),
        description: `Molido a pedido; notas a ${r.pick(NOTES)}.`,
      };
    },
  },
  {
    category: 'capsulas',
    weight: 9,
    skuPrefix: 'CAP',
    periodicity: 'weekly',
    parts: [CAPSULE_FLAVOURS.length, 9, 4, 2],
    make: ([flavour, intensity, units, compostable], r) => {
      const name = at(CAPSULE_FLAVOURS, flavour);
      const count = at([10, 20, 30, 50], units);
      return {
        name: words(
          'Cápsulas',
          name,
          `Intensidad ${4 + (intensity ?? 0)}`,
          compostable ? 'Compostables' : '',
          `x${count}`,
        ),
        code: name.slice(0, 3).toUpperCase(),
        price: shelfPrice((r.int(45, 60) * 100 * count) / 10),
        description: 'Cápsulas compatibles con las cafeteras más comunes.',
      };
    },
  },
  {
    category: 'te-negro',
    weight: 6,
    skuPrefix: 'TE',
    periodicity: 'monthly',
    parts: [BLACK_TEAS.length, TEA_TWISTS.length, TEA_SIZES.length, 2],
    make: ([tea, twist, size, organic], r) => {
      const [label, factor] = at(TEA_SIZES, size);
      return {
        name: words(
          'Té Negro',
          at(BLACK_TEAS, tea),
          at(TEA_TWISTS, twist),
          organic ? 'Orgánico' : '',
          label,
        ),
        code: 'NEG',
        price: shelfPrice(r.int(50, 80) * 100 * factor),
        description: `Té negro ${at(BLACK_TEAS, tea)} en hoja entera.`,
      };
    },
  },
  {
    category: 'te-verde',
    weight: 6,
    skuPrefix: 'TE',
    periodicity: 'monthly',
    parts: [GREEN_TEAS.length, TEA_TWISTS.length, TEA_SIZES.length, 2],
    make: ([tea, twist, size, organic], r) => {
      const [label, factor] = at(TEA_SIZES, size);
      return {
        name: words(
          'Té Verde',
          at(GREEN_TEAS, tea),
          at(TEA_TWISTS, twist),
          organic ? 'Orgánico' : '',
          label,
        ),
        code: 'VER',
        price: shelfPrice(r.int(55, 150) * 100 * factor),
        description: `Té verde ${at(GREEN_TEAS, tea)}, cosecha de primavera.`,
      };
    },
  },
  {
    category: 'hierbas',
    weight: 8,
    skuPrefix: 'INF',
    periodicity: 'monthly',
    parts: [HERBS.length, HERBS.length + 1, TEA_SIZES.length, 2],
    make: ([first, second, size, organic], r) => {
      const main = at(HERBS, first);
      const other = second === first ? undefined : HERBS[second ?? 0];
      const [label, factor] = at(TEA_SIZES, size);
      return {
        name: words('Infusión', main, other ? `y ${other}` : '', organic ? 'Orgánica' : '', label),
        code: main.slice(0, 3).toUpperCase(),
        price: shelfPrice(r.int(30, 60) * 100 * factor),
        description: 'Hierbas chilenas secadas a la sombra.',
      };
    },
  },
  {
    category: 'metodos',
    weight: 7,
    skuPrefix: 'ACC',
    preparationDays: 1,
    again: 'Modelo',
    parts: [GEAR_MODELS.length, GEAR_LINES.length, COLOURS.length],
    make: ([model, line, colour], r) => {
      const gear = at(GEAR_MODELS, model);
      return {
        name: words(gear.name, at(GEAR_LINES, line), at(COLOURS, colour)),
        code: gear.code,
        price: shelfPrice(gear.price * (0.8 + r.next() * 0.6)),
        description: `${gear.base} para preparar café de especialidad en casa.`,
      };
    },
  },
  {
    category: 'molinillos',
    weight: 3,
    skuPrefix: 'ACC',
    preparationDays: 2,
    again: 'Modelo',
    parts: [GRINDERS.length, GRIND_LEVELS.length, COLOURS.length],
    make: ([grinder, levels, colour], r) => {
      const [name, code, price] = at(GRINDERS, grinder);
      return {
        name: words(name, at(COLOURS, colour), at(GRIND_LEVELS, levels)),
        code,
        price: shelfPrice(price * (0.85 + r.next() * 0.5)),
        description: 'Molienda pareja para cada método, de espresso a prensa.',
      };
    },
  },
  {
    category: 'tazas',
    weight: 8,
    skuPrefix: 'ACC',
    again: 'Modelo',
    parts: [CUPS.length, CUP_SIZES.length, COLOURS.length, FINISHES.length],
    make: ([cup, size, colour, finish], r) => {
      const [name, code, price] = at(CUPS, cup);
      return {
        name: words(name, at(CUP_SIZES, size), at(COLOURS, colour), at(FINISHES, finish)),
        code,
        price: shelfPrice(price * (0.8 + r.next() * 0.5)),
        description: `${name}, hecha por artesanos chilenos.`,
      };
    },
  },
  {
    category: 'dulces',
    weight: 8,
    skuPrefix: 'DUL',
    periodicity: 'weekly',
    preparationDays: 1,
    parts: [SWEETS.length, SWEET_TOWNS.length, SWEET_SIZES.length, 2],
    make: ([sweet, town, size, sugarFree], r) => {
      const [name, code, price] = at(SWEETS, sweet);
      return {
        name: words(
          name,
          `de ${at(SWEET_TOWNS, town)}`,
          sugarFree ? 'sin azúcar' : '',
          at(SWEET_SIZES, size),
        ),
        code,
        price: shelfPrice(price * (0.7 + r.next() * 0.9)),
        description: `${name}, elaborados por una pyme de ${at(SWEET_TOWNS, town)}.`,
      };
    },
  },
  {
    category: 'temporada',
    weight: 1,
    skuPrefix: 'TMP',
    parts: [SEASONAL.length, SEASON_YEARS.length, SEASON_EDITIONS.length],
    make: ([item, year, edition], r) => {
      const [name, code, price] = at(SEASONAL, item);
      return {
        name: words(name, at(SEASON_EDITIONS, edition), String(at(SEASON_YEARS, year))),
        code,
        price: shelfPrice(price * (0.9 + r.next() * 0.3)),
        description: `Edición de temporada ${at(SEASON_YEARS, year)}.`,
      };
    },
  },
  {
    category: 'digital',
    weight: 0.4,
    skuPrefix: 'DIG',
    noShipping: true,
    again: 'Serie',
    parts: [GIFT_AMOUNTS.length, GIFT_DESIGNS.length],
    make: ([amount, design]) => {
      const value = at(GIFT_AMOUNTS, amount);
      return {
        name: `Tarjeta de regalo ${at(GIFT_DESIGNS, design)} $${value.toLocaleString('es-CL')}`,
        code: 'GIF',
        price: value,
        description: 'Se envía por correo con un código canjeable.',
      };
    },
  },
  {
    category: 'digital',
    weight: 0.6,
    skuPrefix: 'DIG',
    noShipping: true,
    again: 'Grupo',
    parts: [WORKSHOPS.length, WORKSHOP_LEVELS.length, WORKSHOP_FORMATS.length],
    make: ([topic, level, format], r) => ({
      name: `Taller de ${at(WORKSHOPS, topic)} ${at(WORKSHOP_LEVELS, level)} ${at(WORKSHOP_FORMATS, format)}`,
      code: 'TAL',
      price: shelfPrice(r.int(15, 45) * 1000),
      description: `Dos horas sobre ${at(WORKSHOPS, topic)}, con material descargable.`,
    }),
  },
  {
    category: null,
    weight: 0.8,
    skuPrefix: 'VAR',
    again: 'Modelo',
    parts: [SHOP_ITEMS.length, COLOURS.length],
    make: ([item, colour], r) => {
      const [name, price] = at(SHOP_ITEMS, item);
      return {
        name: words(name, at(COLOURS, colour)),
        code: 'VAR',
        price: shelfPrice(price * (0.9 + r.next() * 0.3)),
        description: 'Artículo de la tienda.',
      };
    },
  },
];

const PACK_FAMILIES: Family[] = [
  {
    category: 'packs-degustacion',
    weight: 1,
    skuPrefix: 'PCK',
    parts: [PACK_THEMES.length, PACK_SIZES.length, SEASONS.length],
    make: ([theme, size, season], r) => ({
      name: words('Pack', at(PACK_THEMES, theme), at(PACK_SIZES, size), at(SEASONS, season)),
      code: 'DEG',
      price: shelfPrice(r.int(15, 80) * 1000),
      description: 'Una selección de la tienda en una sola caja.',
    }),
  },
  {
    category: 'regalos',
    weight: 1,
    skuPrefix: 'PCK',
    parts: [OCCASIONS.length, PACK_SIZES.length, SEASON_YEARS.length + 1],
    make: ([occasion, size, year], r) => ({
      name: words(
        'Caja Regalo',
        at(OCCASIONS, occasion),
        at(PACK_SIZES, size),
        year ? String(SEASON_YEARS[year - 1]) : '',
      ),
      code: 'REG',
      price: shelfPrice(r.int(15, 90) * 1000),
      description: 'Lista para regalar, con tarjeta escrita a mano.',
    }),
  },
];

/** Share of packs among the generated products. */
const PACK_SHARE = 0.05;

/** A stride coprime with `total`, to visit every combination once in a scattered order. */
function strideFor(total: number): number {
  let stride = Math.max(1, Math.floor(total * 0.618));
  const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
  while (gcd(stride, total) !== 1) stride += 1;
  return stride;
}

/** The k-th combination of a family: one index per part (mixed radix). */
function combination(parts: number[], k: number): { choice: number[]; round: number } {
  const total = parts.reduce((a, b) => a * b, 1);
  let index = (k * strideFor(total)) % total;
  const choice = parts.map((size) => {
    const digit = index % size;
    index = Math.floor(index / size);
    return digit;
  });
  return { choice, round: Math.floor(k / total) };
}

/**
 * `count` more products for the store whose hand-written catalogue is `existing`: keys `gen-1`,
 * `gen-2`, …; SKUs unique (a five-digit sequence), names unique in the store.
 */
export function generatedProducts(
  storeKey: string,
  existing: readonly ProductSeed[],
  count: number,
): ProductSeed[] {
  const names = new Set(existing.map((p) => p.name.toLowerCase()));
  const made = new Map<Family, number>();
  const packable: string[] = existing
    .filter((p) => !p.items && !p.archived && !p.hidden)
    .map((p) => p.key);
  const out: ProductSeed[] = [];
  for (let n = 1; n <= count; n += 1) {
    const r = new Rng(`${storeKey}:generated-product:${n}`);
    const key = `gen-${n}`;
    const archived = r.chance(0.07);
    const isPack = packable.length >= 4 && r.chance(PACK_SHARE);
    const family = r.weighted(
      (isPack ? PACK_FAMILIES : FAMILIES).map((item) => [item, item.weight] as const),
    );
    const k = made.get(family) ?? 0;
    made.set(family, k + 1);
    const { choice, round } = combination(family.parts, k);
    const item = family.make(choice, r);
    const product: ProductSeed = {
      key,
      sku: `${family.skuPrefix}-${item.code}-${String(n).padStart(5, '0')}`,
      name: uniqueName(names, item.name, round, family.again ?? 'Lote'),
      description: item.description,
      category: family.category,
      price: item.price,
      ...(family.noShipping
        ? { stock: r.int(100, 999), minStock: 0, noShipping: true }
        : stockLevels(r, archived)),
      ...(family.periodicity ? { periodicity: family.periodicity } : {}),
      ...(family.preparationDays ? { preparationDays: family.preparationDays } : {}),
      requiresMembership: r.chance(isPack ? 0.1 : 0.02),
    };
    if (isPack) {
      product.items = r
        .sample(packable, r.int(2, 4))
        .map((itemKey) => [itemKey, r.int(1, 2)] as [string, number]);
      product.renewalPeriod = r.weighted(RENEWALS);
      product.deliveryFrequency = r.weighted([
        ['monthly', 70],
        ['biweekly', 20],
        ['weekly', 10],
      ] as const);
    }
    // Seasonal products are mostly off the shelf outside their season.
    const hidden = !archived && r.chance(product.category === 'temporada' ? 0.6 : 0.04);
    if (archived) product.archived = true;
    if (hidden) product.hidden = true;
    out.push(product);
    names.add(product.name.toLowerCase());
    if (!isPack && !archived && !hidden && !family.noShipping) packable.push(key);
  }
  return out;
}

/** Stock and minimum: ~6% out of stock, ~9% at or under the minimum, archived ones mostly empty. */
function stockLevels(r: Rng, archived: boolean): { stock: number; minStock: number } {
  const minStock = r.pick([0, 2, 3, 5, 5, 8, 10, 10, 12, 15, 20, 25, 30, 40, 50]);
  if (archived && r.chance(0.7)) return { stock: 0, minStock };
  const level = r.weighted([
    ['out', 6],
    ['low', 9],
    ['ok', 85],
  ] as const);
  if (level === 'out') return { stock: 0, minStock };
  if (level === 'low') return { stock: r.int(1, Math.max(1, minStock)), minStock };
  return { stock: minStock + r.int(1, 30) * r.pick([1, 1, 2, 5, 10]), minStock };
}

/** The name; a later round of the same combinations, or a name the store has, gets a number. */
function uniqueName(names: Set<string>, base: string, round: number, again: string): string {
  let number = round + 1;
  let name = round ? `${base} · ${again} ${number}` : base;
  while (names.has(name.toLowerCase())) {
    number += 1;
    name = `${base} · ${again} ${number}`;
  }
  return name;
}
