import { PARTNERS } from '@platform/shared/constants';
import { Type, type Static } from 'typebox';

import { FormValue, IsoDate, IsoDateTime, Nullable, Ok, routesOf } from '../http/contract.ts';

const route = routesOf('public site');

// What the public site reads and sends without a session: the platform's contact details, the
// public store catalogue, the status page, and the landing page's demo request (spec 1 §7, spec 3).

export const BusinessHoursEntry = Type.Object({
  days: Type.String(),
  startTime: Nullable(Type.String()),
  endTime: Nullable(Type.String()),
  status: Type.Enum(['open', 'closed']),
  description: Type.String({ description: "'09:00 - 18:00', or 'Cerrado'" }),
});
export type BusinessHoursEntry = Static<typeof BusinessHoursEntry>;

export const PlatformSettings = Type.Object({
  companyName: Type.String(),
  legalName: Type.String(),
  rut: Type.String(),
  email: Type.String(),
  privacyEmail: Type.String(),
  phone: Type.Object({
    number: Type.String({ description: 'E.164' }),
    whatsapp: Type.String({ description: 'E.164' }),
  }),
  address: Type.Object({
    street: Type.String(),
    commune: Type.String(),
    region: Type.String(),
    fullAddress: Type.String(),
    latitude: Type.Number(),
    longitude: Type.Number(),
  }),
  businessHours: Type.Array(BusinessHoursEntry),
  support: Type.Object({
    responseTime: Type.String(),
    responseTimes: Type.Object({
      email: Type.String(),
      whatsapp: Type.String(),
      phone: Type.String(),
    }),
    hours: Type.Object({ days: Type.String(), startTime: Type.String(), endTime: Type.String() }),
    weekendChannels: Type.Array(Type.String()),
  }),
});
export type PlatformSettings = Static<typeof PlatformSettings>;

export const PartnerCategory = Type.Enum(PARTNERS.categories);

export const PublicStoresQuery = Type.Object({
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'Name, description, category or tags, ignoring case and accents',
    }),
  ),
  category: Type.Optional(
    Type.Enum([PARTNERS.allCategoriesLabel, ...PARTNERS.categories], {
      description: `'${PARTNERS.allCategoriesLabel}' = any`,
    }),
  ),
  featured: Type.Optional(Type.Boolean()),
  partner: Type.Optional(Type.Boolean()),
});

export const StoreReview = Type.Object({
  id: Type.String(),
  customerName: Type.String(),
  rating: Type.Number(),
  comment: Type.String(),
  date: IsoDate,
  verified: Type.Boolean(),
});
export type StoreReview = Static<typeof StoreReview>;

export const SuccessStory = Type.Object({
  quote: Type.String(),
  subscribers: Type.Integer(),
  coverage: Type.String(),
});
export type SuccessStory = Static<typeof SuccessStory>;

export const PublicStore = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  logo: Nullable(Type.String()),
  url: Type.String(),
  description: Type.String(),
  category: PartnerCategory,
  tags: Type.Array(Type.String()),
  featured: Type.Boolean(),
  isPartner: Type.Boolean(),
  clientSince: Type.String(),
  startingPrice: Type.Integer(),
  deliveryFrequency: Type.String(),
  rating: Nullable(Type.Number({ description: 'Mean of the reviews, one decimal' })),
  reviewCount: Type.Integer(),
  successStory: Nullable(SuccessStory),
  reviews: Type.Array(StoreReview),
});
export type PublicStore = Static<typeof PublicStore>;

export const PublicStoresResponse = Type.Object({
  stores: Type.Array(PublicStore),
  total: Type.Integer(),
  categories: Type.Array(PartnerCategory),
});
export type PublicStoresResponse = Static<typeof PublicStoresResponse>;

export const ComponentStatus = Type.Enum(['operational', 'degraded', 'outage']);
export type ComponentStatus = Static<typeof ComponentStatus>;

export const ComponentReport = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  icon: Type.Enum(['Server', 'Database', 'CreditCard', 'Globe']),
  status: ComponentStatus,
  latencyMs: Type.Number(),
  message: Nullable(Type.String({ description: 'Why the check failed' })),
  lastUpdated: IsoDateTime,
});
export type ComponentReport = Static<typeof ComponentReport>;

export const SystemIncident = Type.Object({
  id: Type.String(),
  title: Type.String(),
  date: IsoDateTime,
  description: Type.String(),
  componentId: Nullable(Type.String()),
  status: Type.Enum(['investigating', 'monitoring', 'resolved']),
  resolvedAt: Nullable(IsoDateTime),
});
export type SystemIncident = Static<typeof SystemIncident>;

export const Uptime = Type.Object({
  last24h: Type.Number(),
  last7d: Type.Number(),
  last30d: Type.Number(),
});
export type Uptime = Static<typeof Uptime>;

export const SystemStatus = Type.Object({
  status: ComponentStatus,
  checkedAt: IsoDateTime,
  components: Type.Array(ComponentReport),
  uptime: Uptime,
  incidents: Type.Array(SystemIncident),
});
export type SystemStatus = Static<typeof SystemStatus>;

/** The landing page's demo request; its rules are `leadSchema` (`@platform/shared/validation`). */
export const LeadBody = Type.Object({
  fullName: Type.Optional(FormValue(Type.String())),
  sector: Type.Optional(FormValue(Type.String())),
  email: Type.Optional(FormValue(Type.String())),
  phone: Type.Optional(FormValue(Type.String({ description: "'+56 9 1234 5678'" }))),
});
export type LeadBody = Static<typeof LeadBody>;

export const CreatedLead = Type.Object({ id: Type.String() });
export type CreatedLead = Static<typeof CreatedLead>;

export const publicSiteRoutes = {
  getPlatformSettings: route('GET', '/api/public/platform-settings', {
    summary: 'The platform’s contact details, hours and support times (contact and legal pages)',
    response: { 200: PlatformSettings },
  }),
  listPublicStores: route('GET', '/api/public/stores', {
    summary: 'The public store catalogue (/tiendas) and the partner showcase, in catalogue order',
    querystring: PublicStoresQuery,
    response: { 200: PublicStoresResponse },
  }),
  getSystemStatus: route('GET', '/api/system/status', {
    summary:
      'Every component checked live, uptime for 24 h / 7 d / 30 d and the incidents of the last 90 days',
    response: { 200: SystemStatus },
  }),
  createLead: route('POST', '/api/leads', {
    summary: 'Keep a demo request from the landing page',
    body: LeadBody,
    response: { 201: CreatedLead },
  }),
  sendDemoRequest: route('POST', '/api/forms/demo-request', {
    summary: 'The stand-in for the external form service: e-mails the request to sales',
    body: LeadBody,
    response: { 200: Ok },
  }),
};
