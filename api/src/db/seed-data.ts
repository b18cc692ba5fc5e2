/** Static material for the seed: Chilean names, communes and streets, and the two demo catalogues. */

export const FEMALE_NAMES = [
  'Camila', 'Valentina', 'Javiera', 'Constanza', 'Francisca', 'Catalina', 'Fernanda', 'Daniela', 'Antonia',
  'Isidora', 'Sofía', 'Martina', 'Florencia', 'Josefa', 'Trinidad', 'Carolina', 'Paula', 'Macarena',
  'Bárbara', 'María José', 'Ignacia', 'Consuelo', 'Paz', 'Rocío', 'Natalia', 'Andrea', 'Claudia', 'Verónica',
  'Patricia', 'Alejandra', 'Carla', 'Pía', 'Amanda', 'Emilia', 'Agustina', 'Colomba', 'Montserrat', 'Renata',
] as const;

export const MALE_NAMES = [
  'Matías', 'Benjamín', 'Sebastián', 'Nicolás', 'Felipe', 'Diego', 'Joaquín', 'Tomás', 'Vicente', 'Cristóbal',
  'Ignacio', 'Francisco', 'José Tomás', 'Martín', 'Agustín', 'Maximiliano', 'Rodrigo', 'Gonzalo', 'Andrés',
  'Pablo', 'Juan Pablo', 'Cristián', 'Rafael', 'Gabriel', 'Álvaro', 'Mauricio', 'Claudio', 'Jorge', 'Luis',
  'Carlos', 'Eduardo', 'Fernando', 'Patricio', 'Alonso', 'Bastián', 'Lucas', 'Emilio', 'Hernán',
] as const;

export const LAST_NAMES = [
  'González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto', 'Contreras', 'Silva', 'Martínez', 'Sepúlveda',
  'Morales', 'Rodríguez', 'López', 'Fuentes', 'Hernández', 'Torres', 'Araya', 'Flores', 'Espinoza',
  'Valenzuela', 'Castillo', 'Tapia', 'Reyes', 'Gutiérrez', 'Castro', 'Pizarro', 'Álvarez', 'Vásquez',
  'Sánchez', 'Fernández', 'Ramírez', 'Carrasco', 'Gómez', 'Cortés', 'Herrera', 'Núñez', 'Jara', 'Vergara',
  'Rivera', 'Figueroa', 'Riquelme', 'García', 'Miranda', 'Bravo', 'Vera', 'Molina', 'Vega', 'Campos',
  'Sandoval', 'Orellana', 'Cárdenas', 'Olivares', 'Alarcón', 'Gallardo', 'Ortiz', 'Garrido', 'Salazar',
  'Guzmán', 'Henríquez', 'Saavedra', 'Navarro', 'Aguilera', 'Parra', 'Romero', 'Aravena', 'Vargas', 'Vidal',
  'Cáceres', 'Yáñez', 'Salinas', 'Poblete', 'Lagos', 'Leiva', 'Mendoza', 'Ibáñez', 'Quiroz', 'Zúñiga',
] as const;

export const EMAIL_DOMAINS = [
  ['gmail.com', 50],
  ['hotmail.com', 14],
  ['outlook.com', 10],
  ['yahoo.com', 5],
  ['icloud.com', 7],
  ['live.cl', 4],
  ['uc.cl', 3],
  ['vtr.net', 3],
  ['gmail.cl', 4],
] as const;

export const REGIONS = {
  RM: 'Región Metropolitana de Santiago',
  VALPARAISO: 'Región de Valparaíso',
  BIOBIO: 'Región del Biobío',
  COQUIMBO: 'Región de Coquimbo',
  OHIGGINS: "Región del Libertador General Bernardo O'Higgins",
  ARAUCANIA: 'Región de La Araucanía',
  LOS_LAGOS: 'Región de Los Lagos',
  MAGALLANES: 'Región de Magallanes y de la Antártica Chilena',
  ARICA: 'Región de Arica y Parinacota',
} as const;

export interface Commune {
  name: string;
  region: string;
  streets: readonly string[];
}

/** Real communes with real streets of each. */
export const COMMUNES: readonly Commune[] = [
  { name: 'Santiago', region: REGIONS.RM, streets: ["Av. Libertador Bernardo O'Higgins", 'San Antonio', 'Merced', 'Huérfanos', 'Santa Rosa', 'Lira', 'Portugal', 'San Diego'] },
  { name: 'Providencia', region: REGIONS.RM, streets: ['Av. Providencia', 'Los Leones', 'Pedro de Valdivia', 'Manuel Montt', 'Suecia', 'Holanda', 'Av. Nueva Providencia', 'Marchant Pereira'] },
  { name: 'Ñuñoa', region: REGIONS.RM, streets: ['Av. Irarrázaval', 'José Pedro Alessandri', 'Av. Grecia', 'Simón Bolívar', 'Av. Italia', 'Duble Almeyda', 'Av. Ossa', 'Juan Moya'] },
  { name: 'Las Condes', region: REGIONS.RM, streets: ['Av. Apoquindo', 'Av. Cristóbal Colón', 'Av. Manquehue Sur', 'Isidora Goyenechea', 'Av. Las Condes', 'Rosario Norte', 'Av. Tomás Moro'] },
  { name: 'Vitacura', region: REGIONS.RM, streets: ['Av. Vitacura', 'Av. Presidente Kennedy', 'Alonso de Córdova', 'Av. Tabancura', 'Av. Bicentenario'] },
  { name: 'La Reina', region: REGIONS.RM, streets: ['Av. Larraín', 'Av. Ossa', 'Príncipe de Gales', 'Av. Echeñique', 'Carlos Silva Vildósola'] },
  { name: 'Macul', region: REGIONS.RM, streets: ['Av. Macul', 'Av. Quilín', 'Exequiel Fernández', 'Av. Departamental', 'Los Plátanos'] },
  { name: 'San Miguel', region: REGIONS.RM, streets: ['Gran Avenida José Miguel Carrera', 'Llano Subercaseaux', 'Av. Salesianos', 'Carlos Edwards'] },
  { name: 'La Florida', region: REGIONS.RM, streets: ['Av. Vicuña Mackenna', 'Av. Walker Martínez', 'Av. La Florida', 'Av. Rojas Magallanes'] },
  { name: 'Maipú', region: REGIONS.RM, streets: ['Av. Pajaritos', '5 de Abril', 'Av. Américo Vespucio', 'Av. Los Pajaritos', 'Av. Esquina Blanca'] },
  { name: 'Puente Alto', region: REGIONS.RM, streets: ['Av. Concha y Toro', 'Av. Gabriela', 'Av. Camilo Henríquez', 'Av. Eyzaguirre'] },
  { name: 'Peñalolén', region: REGIONS.RM, streets: ['Av. Tobalaba', 'Av. Consistorial', 'Av. José Arrieta', 'Av. Grecia'] },
  { name: 'Recoleta', region: REGIONS.RM, streets: ['Av. Recoleta', 'Av. Perú', 'Dominica', 'Av. El Salto'] },
  { name: 'Estación Central', region: REGIONS.RM, streets: ['Av. Ecuador', 'Av. Las Rejas Norte', 'San Borja', 'Av. 5 de Abril'] },
  { name: 'Lo Barnechea', region: REGIONS.RM, streets: ['Av. La Dehesa', 'Av. El Rodeo', 'Av. Raúl Labbé', 'Camino Real'] },
  { name: 'San Bernardo', region: REGIONS.RM, streets: ['Eyzaguirre', 'Freire', 'Av. Colón', 'Covadonga'] },
  { name: 'Valparaíso', region: REGIONS.VALPARAISO, streets: ['Av. Brasil', 'Av. Pedro Montt', 'Av. Argentina', 'Templeman', 'Blanco', 'Av. Alemania'] },
  { name: 'Viña del Mar', region: REGIONS.VALPARAISO, streets: ['Av. Libertad', 'Av. San Martín', '1 Norte', '5 Oriente', 'Av. Valparaíso', 'Av. Perú', '15 Norte'] },
  { name: 'Quilpué', region: REGIONS.VALPARAISO, streets: ['Av. Los Carrera', 'Claudio Vicuña', 'Av. Freire', 'Blanco Encalada'] },
  { name: 'Villa Alemana', region: REGIONS.VALPARAISO, streets: ['Av. Valparaíso', 'Av. Santiago', 'Latorre', 'Av. Huanhualí'] },
  { name: 'Concón', region: REGIONS.VALPARAISO, streets: ['Av. Borgoño', 'Av. Concón Reñaca', 'Av. Manantiales', 'Los Pescadores'] },
  { name: 'Concepción', region: REGIONS.BIOBIO, streets: ["Av. O'Higgins", 'Barros Arana', 'Av. Los Carrera', 'Caupolicán', 'Av. Chacabuco', 'Colo Colo'] },
  { name: 'Talcahuano', region: REGIONS.BIOBIO, streets: ['Av. Colón', 'Blanco Encalada', 'Av. Cristóbal Colón', 'Valdivia'] },
  { name: 'San Pedro de la Paz', region: REGIONS.BIOBIO, streets: ['Av. Michimalonco', 'Los Canelos', 'Av. Pedro Aguirre Cerda', 'Av. Costanera'] },
  { name: 'Chiguayante', region: REGIONS.BIOBIO, streets: ['Av. 8 Oriente', 'Av. Manuel Rodríguez', 'Av. O’Higgins'] },
  { name: 'La Serena', region: REGIONS.COQUIMBO, streets: ['Av. Francisco de Aguirre', 'Av. del Mar', 'Balmaceda', 'Cordovez'] },
  { name: 'Coquimbo', region: REGIONS.COQUIMBO, streets: ['Av. Costanera', 'Aldunate', 'Av. Videla', 'Melgarejo'] },
  { name: 'Rancagua', region: REGIONS.OHIGGINS, streets: ['Av. Miguel Ramírez', 'Estado', 'Av. Alameda', 'Av. República de Chile'] },
  { name: 'Temuco', region: REGIONS.ARAUCANIA, streets: ['Av. Alemania', 'Av. Caupolicán', 'Manuel Montt', 'Av. Pablo Neruda'] },
  { name: 'Padre Las Casas', region: REGIONS.ARAUCANIA, streets: ['Av. Maquehue', 'Huichahue', 'Villa Alegre'] },
  { name: 'Puerto Montt', region: REGIONS.LOS_LAGOS, streets: ['Av. Diego Portales', 'Urmeneta', 'Av. Presidente Ibáñez', 'Benavente'] },
  { name: 'Punta Arenas', region: REGIONS.MAGALLANES, streets: ['Av. Bulnes', 'Av. Colón', 'Av. España'] },
  { name: 'Arica', region: REGIONS.ARICA, streets: ['Av. Santa María', '21 de Mayo', 'Av. Diego Portales'] },
];

export const APARTMENTS = ['Depto 304', 'Depto 1203', 'Depto 51', 'Casa B', 'Of. 402', 'Depto 808', 'Torre B, depto 1506', 'Block 3, depto 22'] as const;
export const ADDRESS_NOTES = [
  'Dejar en conserjería',
  'Timbre no funciona, llamar al llegar',
  'Entregar después de las 18:00',
  'Portón verde',
  'Preguntar por la recepción',
  'Casa esquina con reja blanca',
] as const;

/** Banks (code, name) used in the seed; the full list of 18 lives in the shared package. */
export const BANKS = [
  ['001', 'Banco de Chile'],
  ['012', 'BancoEstado'],
  ['016', 'Banco BCI'],
  ['037', 'Banco Santander'],
  ['039', 'Banco Itaú'],
  ['014', 'Scotiabank'],
  ['051', 'Banco Falabella'],
  ['672', 'Coopeuch'],
] as const;

export type Periodicity = 'weekly' | 'biweekly' | 'monthly';
export type RenewalPeriod = 'monthly' | 'bimonthly' | 'quarterly' | 'semiannual' | 'annual';

export interface CategorySeed {
  key: string;
  name: string;
  description: string;
  enabled?: boolean;
  children?: CategorySeed[];
}

export interface ProductSeed {
  key: string;
  sku: string;
  name: string;
  description: string;
  category: string | null;
  price: number;
  stock: number;
  minStock: number;
  preparationDays?: number;
  periodicity?: Periodicity;
  requiresMembership?: boolean;
  noShipping?: boolean;
  archived?: boolean;
  hidden?: boolean;
  /** Can be part of a membership's recurring products. */
  recurring?: boolean;
  characteristics?: Array<{ title: string; description: string }>;
  benefits?: string[];
  /** Packs only: contained products and quantities; renewal and delivery frequency. */
  items?: Array<[productKey: string, quantity: number]>;
  renewalPeriod?: RenewalPeriod;
  deliveryFrequency?: Periodicity;
}

export interface CommercePlanSeed {
  key: string;
  name: string;
  description: string;
  price: number;
  deliveryFrequency: Periodicity;
  renewalPeriod: RenewalPeriod;
  archived?: boolean;
  /** Share of the members on this plan. */
  weight: number;
  benefits: string[];
  excludedBenefits: string[];
}

export interface ShippingRuleSeed {
  price: number;
  cities: string[];
  active?: boolean;
}

export interface StoreSeed {
  key: 'demo' | 'otra';
  name: string;
  subdomain: string;
  alias: string;
  customDomain: string | null;
  planCode: 'starter' | 'pro';
  published: boolean;
  /** Days before today when the store (and its owner) were created. */
  createdDaysAgo: number;
  address: string;
  phones: string[];
  emails: string[];
  externalWebsite: string | null;
  social: { twitter?: string; facebook?: string; instagram?: string };
  billing: {
    businessName: string;
    rut: string;
    industry: string;
    address: string;
    city: string;
    state: string;
    zipCode: string;
    email: string;
    phone: string;
  } | null;
  bank: { bankId: string; accountType: 'checking' | 'savings' | 'view'; accountNumber: string; rut: string } | null;
  cards: Array<{ cardType: string; lastFour: string; isDefault: boolean }>;
  setupDone: Record<'bank_account' | 'contact' | 'billing' | 'products' | 'payment_card', boolean>;
  categories: CategorySeed[];
  products: ProductSeed[];
  plans: CommercePlanSeed[];
  shippingRules: ShippingRuleSeed[];
  /** Communes of the clients, with weights. */
  communes: Array<[commune: string, weight: number]>;
  clients: number;
  /** Clients created before the first day of orders (so the oldest orders have buyers). */
  earlyClients: number;
  /** Days of order history (orders are spread over [0, orderDays) days before today). */
  orderDays: number;
  merchantName: string;
}

const COFFEE_CHARACTERISTICS = (origin: string, notes: string, process: string) => [
  { title: 'Origen', description: origin },
  { title: 'Notas de cata', description: notes },
  { title: 'Proceso', description: process },
];

export const DEMO_STORE: StoreSeed = {
  key: 'demo',
  name: 'Café Cordillera',
  subdomain: 'cafe-cordillera',
  alias: 'cafecordillera',
  customDomain: null,
  planCode: 'starter',
  published: true,
  createdDaysAgo: 425,
  address: 'Av. Italia 1580, Ñuñoa, Región Metropolitana de Santiago',
  phones: ['+56229451780', '+56987654321'],
  emails: ['hola@cafecordillera.cl', 'ventas@cafecordillera.cl'],
  externalWebsite: 'https://www.cafecordillera.cl',
  social: {
    instagram: 'https://www.instagram.com/cafecordillera.cl',
    facebook: 'https://www.facebook.com/cafecordillera',
    twitter: 'https://twitter.com/cafecordillera',
  },
  billing: {
    businessName: 'Café Cordillera SpA',
    rut: '77.284.519-7',
    industry: 'Venta al por menor de café, té y accesorios',
    address: 'Av. Italia 1580',
    city: 'Ñuñoa',
    state: REGIONS.RM,
    zipCode: '7750000',
    email: 'facturacion@cafecordillera.cl',
    phone: '+56229451780',
  },
  bank: { bankId: '012', accountType: 'checking', accountNumber: '29471850', rut: '77.284.519-7' },
  cards: [
    { cardType: 'Visa', lastFour: '4242', isDefault: true },
    { cardType: 'Mastercard', lastFour: '5454', isDefault: false },
  ],
  setupDone: { bank_account: true, contact: true, billing: true, products: true, payment_card: true },
  merchantName: 'Camila Rojas',
  categories: [
    {
      key: 'cafe',
      name: 'Café',
      description: 'Café de especialidad tostado cada semana en Santiago',
      children: [
        { key: 'grano', name: 'Café en grano', description: 'Orígenes únicos y blends en grano entero' },
        { key: 'molido', name: 'Café molido', description: 'Molienda a pedido para cada método' },
        { key: 'capsulas', name: 'Cápsulas', description: 'Cápsulas compatibles y compostables' },
      ],
    },
    {
      key: 'te',
      name: 'Té e infusiones',
      description: 'Tés en hoja y hierbas chilenas',
      children: [
        { key: 'te-negro', name: 'Té negro', description: 'Ceylán, Earl Grey y chai' },
        { key: 'te-verde', name: 'Té verde', description: 'Sencha, jazmín y matcha' },
        { key: 'hierbas', name: 'Hierbas e infusiones', description: 'Boldo, menta, manzanilla y más' },
      ],
    },
    {
      key: 'accesorios',
      name: 'Accesorios',
      description: 'Todo para preparar café en casa',
      children: [
        { key: 'metodos', name: 'Métodos de preparación', description: 'Prensas, goteo y espresso' },
        { key: 'molinillos', name: 'Molinillos', description: 'Manuales y eléctricos' },
        { key: 'tazas', name: 'Tazas y termos', description: 'Cerámica y acero' },
      ],
    },
    {
      key: 'packs',
      name: 'Packs y regalos',
      description: 'Combinaciones listas para regalar o suscribirse',
      children: [
        { key: 'packs-degustacion', name: 'Packs de degustación', description: 'Para conocer orígenes' },
        { key: 'regalos', name: 'Cajas de regalo', description: 'Regalos corporativos y personales' },
      ],
    },
    {
      key: 'dulces',
      name: 'Dulces y acompañamientos',
      description: 'Para acompañar el café',
      children: [{ key: 'temporada', name: 'Temporada', description: 'Productos de temporada', enabled: false }],
    },
    { key: 'digital', name: 'Talleres y tarjetas', description: 'Talleres online y tarjetas de regalo' },
  ],
  products: [
    { key: 'colombia-250', sku: 'CAF-COL-250', name: 'Café Colombia Huila 250 g', description: 'Café de especialidad de Huila, tueste medio, dulce y balanceado.', category: 'grano', price: 8990, stock: 142, minStock: 20, periodicity: 'monthly', recurring: true, characteristics: COFFEE_CHARACTERISTICS('Huila, Colombia', 'Panela, durazno y cacao', 'Lavado') },
    { key: 'colombia-1k', sku: 'CAF-COL-1K', name: 'Café Colombia Huila 1 kg', description: 'El mismo Huila en formato de 1 kg para oficinas y familias cafeteras.', category: 'grano', price: 29990, stock: 38, minStock: 10, periodicity: 'monthly', recurring: true },
    { key: 'etiopia-250', sku: 'CAF-ETI-250', name: 'Café Etiopía Yirgacheffe 250 g', description: 'Floral y cítrico, ideal para métodos de filtrado.', category: 'grano', price: 10990, stock: 64, minStock: 15, periodicity: 'monthly', recurring: true, characteristics: COFFEE_CHARACTERISTICS('Yirgacheffe, Etiopía', 'Jazmín, limón y té negro', 'Lavado') },
    { key: 'brasil-250', sku: 'CAF-BRA-250', name: 'Café Brasil Cerrado 250 g', description: 'Cuerpo alto y notas a chocolate y maní.', category: 'grano', price: 7990, stock: 188, minStock: 25, periodicity: 'biweekly', recurring: true },
    { key: 'brasil-1k', sku: 'CAF-BRA-1K', name: 'Café Brasil Cerrado 1 kg', description: 'Formato de 1 kg del Brasil Cerrado.', category: 'grano', price: 26990, stock: 9, minStock: 10, periodicity: 'monthly', recurring: true },
    { key: 'peru-250', sku: 'CAF-PER-250', name: 'Café Perú Cajamarca Orgánico 250 g', description: 'Orgánico certificado, notas a caramelo y nuez.', category: 'grano', price: 9490, stock: 77, minStock: 15, periodicity: 'monthly', recurring: true },
    { key: 'guatemala-250', sku: 'CAF-GUA-250', name: 'Café Guatemala Antigua 250 g', description: 'Acidez brillante y final especiado.', category: 'grano', price: 9990, stock: 4, minStock: 12, periodicity: 'monthly', recurring: true },
    { key: 'costarica-250', sku: 'CAF-CRI-250', name: 'Café Costa Rica Tarrazú 250 g', description: 'Honey process, dulce y jugoso.', category: 'grano', price: 10490, stock: 51, minStock: 10, periodicity: 'monthly', recurring: true },
    { key: 'blend-500', sku: 'CAF-BLE-500', name: 'Blend Cordillera 500 g', description: 'Nuestro blend de la casa: Brasil y Colombia.', category: 'grano', price: 14990, stock: 120, minStock: 20, periodicity: 'biweekly', recurring: true },
    { key: 'espresso-1k', sku: 'CAF-ESP-1K', name: 'Blend Espresso Andino 1 kg', description: 'Tueste oscuro pensado para máquinas espresso.', category: 'grano', price: 27990, stock: 45, minStock: 10, periodicity: 'monthly', recurring: true },
    { key: 'molido-blend', sku: 'MOL-BLE-250', name: 'Café Molido Blend Cordillera 250 g', description: 'Molienda media, lista para cafetera de filtro.', category: 'molido', price: 7490, stock: 96, minStock: 20, periodicity: 'weekly', recurring: true },
    { key: 'molido-descaf', sku: 'MOL-DES-250', name: 'Café Molido Descafeinado Suizo 250 g', description: 'Descafeinado por método de agua suizo, sin químicos.', category: 'molido', price: 8490, stock: 0, minStock: 8, periodicity: 'monthly', recurring: true },
    { key: 'molido-prensa', sku: 'MOL-PRE-250', name: 'Café Molido para Prensa 250 g', description: 'Molienda gruesa de Colombia Huila para prensa francesa.', category: 'molido', price: 8990, stock: 58, minStock: 10, periodicity: 'monthly', recurring: true },
    { key: 'molido-espresso', sku: 'MOL-ESP-250', name: 'Café Molido Espresso Andino 250 g', description: 'Molienda fina para moka y espresso.', category: 'molido', price: 7990, stock: 73, minStock: 15, periodicity: 'biweekly', recurring: true },
    { key: 'caps-intenso', sku: 'CAP-INT-10', name: 'Cápsulas Intenso x10', description: 'Cápsulas compostables compatibles, intensidad 10.', category: 'capsulas', price: 4990, stock: 310, minStock: 50, periodicity: 'weekly', recurring: true },
    { key: 'caps-suave', sku: 'CAP-SUA-10', name: 'Cápsulas Suave x10', description: 'Cápsulas compostables compatibles, intensidad 6.', category: 'capsulas', price: 4990, stock: 265, minStock: 50, periodicity: 'weekly', recurring: true },
    { key: 'caps-descaf', sku: 'CAP-DES-10', name: 'Cápsulas Descafeinado x10', description: 'Todo el sabor, sin cafeína.', category: 'capsulas', price: 5290, stock: 30, minStock: 40, periodicity: 'biweekly', recurring: true },
    { key: 'caps-caramelo', sku: 'CAP-CAR-10', name: 'Cápsulas Lungo Caramelo x10', description: 'Lungo con notas a caramelo.', category: 'capsulas', price: 5490, stock: 140, minStock: 30, periodicity: 'biweekly', recurring: true },
    { key: 'te-ceylan', sku: 'TE-CEY-100', name: 'Té Negro Ceylán 100 g', description: 'Té negro en hoja de Sri Lanka.', category: 'te-negro', price: 5990, stock: 60, minStock: 10, periodicity: 'monthly', recurring: true },
    { key: 'te-earlgrey', sku: 'TE-EAR-100', name: 'Té Earl Grey 100 g', description: 'Con aceite natural de bergamota.', category: 'te-negro', price: 6490, stock: 48, minStock: 10, periodicity: 'monthly', recurring: true },
    { key: 'te-chai', sku: 'TE-CHA-100', name: 'Té Chai Especiado 100 g', description: 'Té negro con canela, cardamomo y jengibre.', category: 'te-negro', price: 6990, stock: 6, minStock: 10, periodicity: 'monthly', recurring: true },
    { key: 'te-sencha', sku: 'TE-SEN-100', name: 'Té Verde Sencha 100 g', description: 'Té verde japonés de hoja larga.', category: 'te-verde', price: 6990, stock: 35, minStock: 8, periodicity: 'monthly', recurring: true },
    { key: 'te-matcha', sku: 'TE-MAT-50', name: 'Té Matcha Ceremonial 50 g', description: 'Matcha de grado ceremonial de Uji.', category: 'te-verde', price: 14990, stock: 22, minStock: 5, periodicity: 'monthly', recurring: true },
    { key: 'te-jazmin', sku: 'TE-JAZ-100', name: 'Té Verde Jazmín 100 g', description: 'Té verde aromatizado con flores de jazmín.', category: 'te-verde', price: 6490, stock: 41, minStock: 8, periodicity: 'monthly', recurring: true },
    { key: 'inf-boldo', sku: 'INF-BOL-50', name: 'Infusión Boldo y Menta 50 g', description: 'Hierbas chilenas para después de comer.', category: 'hierbas', price: 3990, stock: 80, minStock: 15, periodicity: 'monthly', recurring: true },
    { key: 'inf-manzanilla', sku: 'INF-MAN-50', name: 'Infusión Manzanilla Orgánica 50 g', description: 'Manzanilla orgánica del valle de Aconcagua.', category: 'hierbas', price: 3490, stock: 95, minStock: 15, periodicity: 'monthly', recurring: true },
    { key: 'inf-rooibos', sku: 'INF-ROO-100', name: 'Rooibos Vainilla 100 g', description: 'Rooibos sudafricano con vainilla, sin teína.', category: 'hierbas', price: 5490, stock: 12, minStock: 12, periodicity: 'monthly', recurring: true },
    { key: 'inf-mate', sku: 'INF-MAT-500', name: 'Yerba Mate Natural 500 g', description: 'Yerba mate con palo, sabor tradicional.', category: 'hierbas', price: 4990, stock: 70, minStock: 10, periodicity: 'monthly', recurring: true },
    { key: 'prensa', sku: 'ACC-PRE-600', name: 'Prensa Francesa 600 ml', description: 'Vidrio de borosilicato y filtro de acero.', category: 'metodos', price: 24990, stock: 18, minStock: 5, preparationDays: 1 },
    { key: 'moka', sku: 'ACC-MOK-6', name: 'Cafetera Moka 6 tazas', description: 'Aluminio, apta para cocinas a gas y eléctricas.', category: 'metodos', price: 29990, stock: 14, minStock: 5, preparationDays: 1 },
    { key: 'v60', sku: 'ACC-V60-02', name: 'Dripper V60 cerámico', description: 'Cono de goteo tamaño 02.', category: 'metodos', price: 19990, stock: 25, minStock: 5, preparationDays: 1 },
    { key: 'chemex', sku: 'ACC-CHE-6', name: 'Chemex 6 tazas', description: 'Cafetera de vidrio con collar de madera.', category: 'metodos', price: 54990, stock: 3, minStock: 4, preparationDays: 2 },
    { key: 'aeropress', sku: 'ACC-AER-GO', name: 'AeroPress Go', description: 'La cafetera de viaje más versátil.', category: 'metodos', price: 44990, stock: 11, minStock: 3, preparationDays: 1 },
    { key: 'filtros', sku: 'ACC-FIL-100', name: 'Filtros de papel V60 x100', description: 'Filtros blancos tamaño 02.', category: 'metodos', price: 4990, stock: 150, minStock: 30, periodicity: 'monthly', recurring: true },
    { key: 'molinillo-manual', sku: 'ACC-MOL-MAN', name: 'Molinillo manual de cerámica', description: 'Muelas cerámicas ajustables.', category: 'molinillos', price: 34990, stock: 16, minStock: 4, preparationDays: 1 },
    { key: 'molinillo-electrico', sku: 'ACC-MOL-ELE', name: 'Molinillo eléctrico de muelas', description: '40 niveles de molienda.', category: 'molinillos', price: 89990, stock: 7, minStock: 3, preparationDays: 2 },
    { key: 'taza', sku: 'ACC-TAZ-350', name: 'Taza de cerámica Cordillera 350 ml', description: 'Hecha a mano en Pomaire.', category: 'tazas', price: 9990, stock: 40, minStock: 10 },
    { key: 'termo', sku: 'ACC-TER-500', name: 'Termo de acero 500 ml', description: 'Mantiene el café caliente 12 horas.', category: 'tazas', price: 19990, stock: 28, minStock: 6 },
    { key: 'tazas-espresso', sku: 'ACC-TAZ-ESP', name: 'Set 2 tazas espresso', description: 'Porcelana blanca con platillo.', category: 'tazas', price: 12990, stock: 19, minStock: 5 },
    { key: 'alfajores', sku: 'DUL-ALF-6', name: 'Alfajores de manjar x6', description: 'Alfajores artesanales de manjar y chocolate.', category: 'dulces', price: 7990, stock: 36, minStock: 10, periodicity: 'weekly', recurring: true, preparationDays: 1 },
    { key: 'chocolate', sku: 'DUL-CHO-100', name: 'Chocolate amargo 70% 100 g', description: 'Cacao de origen ecuatoriano.', category: 'dulces', price: 4490, stock: 64, minStock: 12 },
    { key: 'galletas', sku: 'DUL-GAL-12', name: 'Galletas de avena x12', description: 'Avena, pasas y canela, horneadas cada semana.', category: 'dulces', price: 5990, stock: 8, minStock: 10, periodicity: 'weekly', recurring: true, preparationDays: 1 },
    { key: 'blend-navidad', sku: 'CAF-NAV-250', name: 'Blend Navidad 250 g', description: 'Edición limitada con notas a frutos secos y canela.', category: 'temporada', price: 11990, stock: 0, minStock: 0, hidden: true },
    { key: 'taller', sku: 'DIG-TAL-BAR', name: 'Taller online de barista', description: 'Dos horas en vivo para preparar café como un barista.', category: 'digital', price: 29990, stock: 500, minStock: 0, noShipping: true, benefits: ['Grabación disponible por 30 días', 'Certificado de participación'] },
    { key: 'giftcard', sku: 'DIG-GIF-20', name: 'Tarjeta de regalo $20.000', description: 'Se envía por correo con un código canjeable.', category: 'digital', price: 20000, stock: 999, minStock: 0, noShipping: true },
    { key: 'honduras-250', sku: 'CAF-HON-250', name: 'Café Honduras Marcala 250 g', description: 'Lote agotado de la temporada pasada.', category: 'grano', price: 9490, stock: 0, minStock: 10, archived: true },
    { key: 'caps-vainilla', sku: 'CAP-VAI-10', name: 'Cápsulas Vainilla x10', description: 'Descontinuadas.', category: 'capsulas', price: 5290, stock: 0, minStock: 0, archived: true },
    { key: 'pack-origenes', sku: 'PCK-ORI-3', name: 'Pack Degustación Orígenes', description: 'Tres orígenes de 250 g para comparar.', category: 'packs-degustacion', price: 25990, stock: 30, minStock: 5, items: [['colombia-250', 1], ['etiopia-250', 1], ['costarica-250', 1]], renewalPeriod: 'monthly', deliveryFrequency: 'monthly', benefits: ['Ahorra 10% frente a comprar por separado'] },
    { key: 'pack-espresso', sku: 'PCK-ESP-CAS', name: 'Pack Espresso en Casa', description: 'Espresso Andino 1 kg, cápsulas y set de tazas.', category: 'packs-degustacion', price: 39990, stock: 12, minStock: 3, items: [['espresso-1k', 1], ['caps-intenso', 2], ['tazas-espresso', 1]], renewalPeriod: 'quarterly', deliveryFrequency: 'monthly' },
    { key: 'pack-te', sku: 'PCK-TE-TAR', name: 'Pack Té de la Tarde', description: 'Earl Grey, jazmín y alfajores.', category: 'packs-degustacion', price: 17990, stock: 20, minStock: 5, items: [['te-earlgrey', 1], ['te-jazmin', 1], ['alfajores', 1]], renewalPeriod: 'monthly', deliveryFrequency: 'monthly' },
    { key: 'pack-barista', sku: 'PCK-BAR-INI', name: 'Pack Barista Inicial', description: 'V60, filtros y Blend Cordillera.', category: 'packs-degustacion', price: 32990, stock: 2, minStock: 3, items: [['v60', 1], ['filtros', 1], ['blend-500', 1]], renewalPeriod: 'annual', deliveryFrequency: 'monthly' },
    { key: 'pack-regalo', sku: 'PCK-REG-COR', name: 'Caja Regalo Cordillera', description: 'Café, taza artesanal y chocolate en caja de madera.', category: 'regalos', price: 39990, stock: 15, minStock: 4, items: [['colombia-250', 1], ['taza', 1], ['chocolate', 2]], renewalPeriod: 'monthly', deliveryFrequency: 'monthly' },
    { key: 'pack-oficina', sku: 'PCK-OFI-2K', name: 'Pack Oficina 2 kg', description: 'Dos kilos de café en grano para equipos.', category: 'regalos', price: 49990, stock: 10, minStock: 2, items: [['colombia-1k', 1], ['brasil-1k', 1]], renewalPeriod: 'monthly', deliveryFrequency: 'monthly', requiresMembership: true },
    { key: 'pack-capsulas', sku: 'PCK-CAP-40', name: 'Pack Cápsulas Mixtas x40', description: 'Cuatro cajas surtidas de cápsulas.', category: 'packs-degustacion', price: 18990, stock: 44, minStock: 8, items: [['caps-intenso', 2], ['caps-suave', 1], ['caps-caramelo', 1]], renewalPeriod: 'monthly', deliveryFrequency: 'biweekly' },
    { key: 'pack-desayuno', sku: 'PCK-DES-ONC', name: 'Pack Desayuno', description: 'Blend molido, galletas y alfajores.', category: 'regalos', price: 14990, stock: 25, minStock: 5, items: [['molido-blend', 1], ['galletas', 1], ['alfajores', 1]], renewalPeriod: 'monthly', deliveryFrequency: 'weekly' },
  ],
  plans: [
    { key: 'esencial', name: 'Club Cordillera Esencial', description: 'Un café de especialidad distinto cada mes, con envío incluido.', price: 4990, deliveryFrequency: 'monthly', renewalPeriod: 'monthly', weight: 45, benefits: ['Envío incluido', '10% de descuento en accesorios', 'Acceso a productos recurrentes'], excludedBenefits: ['Catas online', 'Cambios de molienda ilimitados'] },
    { key: 'plus', name: 'Club Cordillera Plus', description: 'Entregas cada dos semanas y catas online mensuales.', price: 9990, deliveryFrequency: 'biweekly', renewalPeriod: 'monthly', weight: 30, benefits: ['Envío incluido', '15% de descuento en accesorios', 'Una cata online al mes'], excludedBenefits: ['Molinillo de regalo'] },
    { key: 'barista', name: 'Club Barista', description: 'Café fresco cada semana para los más cafeteros.', price: 14990, deliveryFrequency: 'weekly', renewalPeriod: 'monthly', weight: 15, benefits: ['Envío incluido', '20% de descuento en accesorios', 'Catas online ilimitadas', 'Prioridad en ediciones limitadas'], excludedBenefits: [] },
    { key: 'oficina', name: 'Plan Oficina', description: 'Café para equipos de trabajo, con entrega semanal.', price: 79990, deliveryFrequency: 'weekly', renewalPeriod: 'quarterly', weight: 10, benefits: ['Envío incluido', 'Factura electrónica', 'Ejecutivo de cuenta'], excludedBenefits: ['Descuento en accesorios'] },
    { key: 'anual', name: 'Club Cordillera Anual', description: 'Plan anual con dos meses de regalo (ya no se ofrece).', price: 49990, deliveryFrequency: 'monthly', renewalPeriod: 'annual', archived: true, weight: 6, benefits: ['Dos meses de regalo', 'Envío incluido'], excludedBenefits: ['Catas online'] },
  ],
  shippingRules: [
    { price: 2990, cities: ['Santiago', 'Providencia', 'Ñuñoa', 'Las Condes', 'Vitacura', 'La Reina', 'Macul', 'San Miguel', 'Recoleta', 'Estación Central', 'Lo Barnechea', 'Peñalolén', 'La Florida', 'Maipú'] },
    { price: 3990, cities: ['Puente Alto', 'San Bernardo', 'Maipú'] },
    { price: 4990, cities: ['Valparaíso', 'Viña del Mar', 'Quilpué', 'Villa Alemana', 'Concón'] },
    { price: 5990, cities: ['Concepción', 'Talcahuano', 'San Pedro de la Paz', 'Chiguayante'] },
    { price: 6990, cities: ['La Serena', 'Coquimbo', 'Rancagua', 'Temuco', 'Padre Las Casas', 'Puerto Montt'] },
    { price: 9990, cities: ['Punta Arenas', 'Arica'], active: false },
  ],
  communes: [
    ['Providencia', 12], ['Ñuñoa', 14], ['Las Condes', 11], ['Santiago', 10], ['Vitacura', 4], ['La Reina', 4],
    ['Macul', 4], ['San Miguel', 4], ['La Florida', 5], ['Maipú', 5], ['Puente Alto', 4], ['Peñalolén', 3],
    ['Recoleta', 2], ['Estación Central', 2], ['Lo Barnechea', 2], ['San Bernardo', 2],
    ['Viña del Mar', 6], ['Valparaíso', 4], ['Quilpué', 1], ['Concón', 1], ['Villa Alemana', 1],
    ['Concepción', 5], ['San Pedro de la Paz', 1], ['Talcahuano', 1], ['Chiguayante', 1],
    ['La Serena', 1], ['Coquimbo', 1], ['Rancagua', 1], ['Temuco', 1], ['Puerto Montt', 1],
  ],
  clients: 300,
  earlyClients: 45,
  orderDays: 365,
};

export const OTRA_STORE: StoreSeed = {
  key: 'otra',
  name: 'Huerta Verde',
  subdomain: 'huerta-verde',
  alias: 'huertaverde',
  customDomain: 'www.huertaverde.cl',
  planCode: 'pro',
  published: false,
  createdDaysAgo: 200,
  address: 'Av. Libertad 1045, Viña del Mar, Región de Valparaíso',
  phones: ['+56934567812'],
  emails: ['contacto@huertaverde.cl'],
  externalWebsite: null,
  social: { instagram: 'https://www.instagram.com/huertaverde.cl' },
  billing: null,
  bank: null,
  cards: [],
  setupDone: { bank_account: false, contact: true, billing: false, products: true, payment_card: false },
  merchantName: 'Tomás Fuentes',
  categories: [
    {
      key: 'cajas',
      name: 'Cajas de verduras',
      description: 'Verduras orgánicas de temporada del valle de Casablanca',
      children: [
        { key: 'cajas-familiares', name: 'Cajas familiares', description: 'Para 3 a 5 personas' },
        { key: 'cajas-individuales', name: 'Cajas individuales', description: 'Para 1 a 2 personas' },
      ],
    },
    { key: 'frutas', name: 'Frutas', description: 'Fruta fresca de estación' },
    { key: 'despensa', name: 'Despensa', description: 'Huevos, miel, pan y aceite' },
  ],
  products: [
    { key: 'caja-familiar', sku: 'HV-CAJ-FAM', name: 'Caja Verde Familiar', description: '8 kg de verduras orgánicas de temporada.', category: 'cajas-familiares', price: 19990, stock: 40, minStock: 10, periodicity: 'weekly', recurring: true },
    { key: 'caja-individual', sku: 'HV-CAJ-IND', name: 'Caja Verde Individual', description: '4 kg de verduras orgánicas de temporada.', category: 'cajas-individuales', price: 11990, stock: 55, minStock: 10, periodicity: 'weekly', recurring: true },
    { key: 'caja-frutas', sku: 'HV-CAJ-FRU', name: 'Caja Frutas de Estación', description: '5 kg de fruta fresca.', category: 'frutas', price: 14990, stock: 6, minStock: 8, periodicity: 'biweekly', recurring: true },
    { key: 'huevos', sku: 'HV-HUE-12', name: 'Huevos de campo x12', description: 'Gallinas libres de Casablanca.', category: 'despensa', price: 4990, stock: 90, minStock: 20, periodicity: 'weekly', recurring: true },
    { key: 'miel', sku: 'HV-MIE-500', name: 'Miel de ulmo 500 g', description: 'Miel cruda del sur de Chile.', category: 'despensa', price: 7990, stock: 25, minStock: 5 },
    { key: 'pan', sku: 'HV-PAN-MM', name: 'Pan de masa madre', description: 'Hogaza de 900 g horneada el día de entrega.', category: 'despensa', price: 4500, stock: 30, minStock: 10, periodicity: 'weekly', recurring: true },
    { key: 'aceite', sku: 'HV-ACE-500', name: 'Aceite de oliva extra virgen 500 ml', description: 'Prensado en frío, valle del Huasco.', category: 'despensa', price: 8990, stock: 18, minStock: 5 },
    { key: 'hojas', sku: 'HV-HOJ-MIX', name: 'Mix de hojas verdes', description: 'Lechugas, rúcula y espinaca baby.', category: 'cajas-individuales', price: 3490, stock: 2, minStock: 5, periodicity: 'weekly', recurring: true },
    { key: 'pack-campo', sku: 'HV-PCK-DES', name: 'Pack Desayuno de Campo', description: 'Huevos, pan de masa madre y miel.', category: 'despensa', price: 15990, stock: 10, minStock: 3, items: [['huevos', 1], ['pan', 1], ['miel', 1]], renewalPeriod: 'monthly', deliveryFrequency: 'weekly' },
  ],
  plans: [
    { key: 'semanal', name: 'Huerta Semanal', description: 'Una caja cada semana.', price: 5990, deliveryFrequency: 'weekly', renewalPeriod: 'monthly', weight: 60, benefits: ['Envío incluido en la V Región'], excludedBenefits: [] },
    { key: 'quincenal', name: 'Huerta Quincenal', description: 'Una caja cada dos semanas.', price: 3990, deliveryFrequency: 'biweekly', renewalPeriod: 'monthly', weight: 40, benefits: ['Envío incluido en la V Región'], excludedBenefits: ['Cambios de productos'] },
  ],
  shippingRules: [{ price: 2490, cities: ['Viña del Mar', 'Valparaíso', 'Concón', 'Quilpué', 'Villa Alemana'] }],
  communes: [['Viña del Mar', 45], ['Valparaíso', 25], ['Concón', 12], ['Quilpué', 10], ['Villa Alemana', 8]],
  clients: 20,
  earlyClients: 5,
  orderDays: 180,
};

export const EMAIL_TEMPLATES = [
  {
    key: 'confirmacion_pedido',
    name: 'Confirmación de pedido',
    description: 'Se envía cuando se registra el pago de un pedido.',
    subject: 'Recibimos tu pedido #{{numero_orden}}',
    content:
      '<p>Hola {{nombre_cliente}},</p><p>¡Gracias por tu compra en {{nombre_tienda}}! Recibimos el pago de tu pedido <strong>#{{numero_orden}}</strong> por {{total}}.</p><p>Te avisaremos cuando vaya en camino.</p>',
    variables: [
      { name: 'nombre_cliente', description: 'Nombre del cliente', example: 'Javiera' },
      { name: 'nombre_tienda', description: 'Nombre de la tienda', example: 'Café Cordillera' },
      { name: 'numero_orden', description: 'Número de la orden', example: '1542' },
      { name: 'total', description: 'Total pagado', example: '$24.980' },
    ],
  },
  {
    key: 'recordatorio_pago',
    name: 'Recordatorio de pago',
    description: 'Se envía cuando un pedido está pendiente de pago.',
    subject: 'Tu pedido #{{numero_orden}} está pendiente de pago',
    content:
      '<p>Hola {{nombre_cliente}},</p><p>Tu pedido <strong>#{{numero_orden}}</strong> por {{total}} aún no registra pago.</p><p>Puedes pagarlo aquí: <a href="{{link_pago}}">{{link_pago}}</a></p>',
    variables: [
      { name: 'nombre_cliente', description: 'Nombre del cliente', example: 'Javiera' },
      { name: 'numero_orden', description: 'Número de la orden', example: '1542' },
      { name: 'total', description: 'Total a pagar', example: '$24.980' },
      { name: 'link_pago', description: 'Enlace a la página de pago', example: 'https://cafe-cordillera.tienda.cl/public/orders/abc' },
    ],
  },
  {
    key: 'pedido_enviado',
    name: 'Pedido enviado',
    description: 'Se envía cuando el pedido se despacha.',
    subject: 'Tu pedido #{{numero_orden}} va en camino',
    content:
      '<p>Hola {{nombre_cliente}},</p><p>Tu pedido <strong>#{{numero_orden}}</strong> fue despachado con {{transportista}}. Número de seguimiento: {{numero_seguimiento}}.</p>',
    variables: [
      { name: 'nombre_cliente', description: 'Nombre del cliente', example: 'Javiera' },
      { name: 'numero_orden', description: 'Número de la orden', example: '1542' },
      { name: 'transportista', description: 'Empresa de transporte', example: 'Starken' },
      { name: 'numero_seguimiento', description: 'Número de seguimiento', example: '987654321' },
    ],
  },
  {
    key: 'bienvenida',
    name: 'Bienvenida',
    description: 'Se envía cuando un cliente crea su cuenta.',
    subject: '¡Bienvenido/a a {{nombre_tienda}}!',
    content:
      '<p>Hola {{nombre_cliente}},</p><p>Te damos la bienvenida a {{nombre_tienda}}. Desde tu cuenta puedes revisar tus suscripciones y pedidos.</p>',
    variables: [
      { name: 'nombre_cliente', description: 'Nombre del cliente', example: 'Javiera' },
      { name: 'nombre_tienda', description: 'Nombre de la tienda', example: 'Café Cordillera' },
    ],
  },
  {
    key: 'renovacion_suscripcion',
    name: 'Renovación de suscripción',
    description: 'Se envía unos días antes de cada renovación.',
    subject: 'Tu suscripción {{nombre_plan}} se renueva el {{fecha_renovacion}}',
    content:
      '<p>Hola {{nombre_cliente}},</p><p>Tu suscripción <strong>{{nombre_plan}}</strong> se renovará el {{fecha_renovacion}} por {{total}}.</p>',
    variables: [
      { name: 'nombre_cliente', description: 'Nombre del cliente', example: 'Javiera' },
      { name: 'nombre_plan', description: 'Nombre del plan', example: 'Club Cordillera Plus' },
      { name: 'fecha_renovacion', description: 'Fecha de renovación', example: '05-12-2026' },
      { name: 'total', description: 'Monto de la renovación', example: '$9.990' },
    ],
  },
] as const;
