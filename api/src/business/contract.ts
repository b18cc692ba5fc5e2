import { Type, type Static } from 'typebox';

import { Nullable, routesOf } from '../http/contract.ts';

const route = routesOf('business');

// The store's business data (spec 3 §3 and §7, spec 2 §3 for the bank account). Request bodies
// give the shape only: their rules and Spanish messages are the forms' yup schemas, which the
// routes apply after this (`@platform/shared/validation`).

const BusinessHour = Type.Object({
  days: Type.String(),
  startTime: Type.String({ description: 'HH:MM' }),
  endTime: Type.String({ description: 'HH:MM' }),
});

const ContactPhone = Type.Object({ number: Type.String(), isDefault: Type.Boolean() });
const ContactEmail = Type.Object({ email: Type.String(), isDefault: Type.Boolean() });
const SocialMedia = Type.Object({
  twitter: Type.String(),
  facebook: Type.String(),
  instagram: Type.String(),
});

export const BusinessContact = Type.Object({
  address: Type.String(),
  businessHours: Type.Array(
    Type.Object({
      ...BusinessHour.properties,
      description: Type.String({ description: "'days start - end'" }),
    }),
  ),
  contactPhones: Type.Array(ContactPhone),
  contactEmails: Type.Array(ContactEmail),
  socialMedia: SocialMedia,
});
export type BusinessContact = Static<typeof BusinessContact>;

export const BusinessContactBody = Type.Partial(
  Type.Object({
    address: Type.String(),
    businessHours: Type.Array(Type.Partial(BusinessHour)),
    contactPhones: Type.Array(Type.Partial(ContactPhone)),
    contactEmails: Type.Array(Type.Partial(ContactEmail)),
    socialMedia: Type.Partial(SocialMedia),
  }),
);
export type BusinessContactBody = Static<typeof BusinessContactBody>;

export const BillingInfo = Type.Object({
  businessName: Type.String(),
  rut: Type.String({ description: "'12.345.678-5'" }),
  industry: Type.String(),
  address: Type.String(),
  city: Type.String(),
  state: Type.String({ description: 'One of the Chilean regions' }),
  zipCode: Type.String(),
  billingEmail: Type.String(),
  billingPhone: Type.String(),
});
export type BillingInfo = Static<typeof BillingInfo>;

export const BillingInfoBody = Type.Partial(BillingInfo);
export type BillingInfoBody = Static<typeof BillingInfoBody>;

export const BankAccountType = Type.Enum(['checking', 'savings', 'view']);
export type BankAccountType = Static<typeof BankAccountType>;

/** Every field null until the account is first saved. */
export const BankAccount = Type.Object({
  accountNumber: Nullable(Type.String()),
  bankId: Nullable(Type.String()),
  accountType: Nullable(BankAccountType),
  rut: Nullable(Type.String()),
});
export type BankAccount = Static<typeof BankAccount>;

export const BankAccountBody = Type.Partial(
  Type.Object({
    accountNumber: Type.String(),
    bankId: Type.String(),
    accountType: Type.String(),
    rut: Type.String(),
  }),
);
export type BankAccountBody = Static<typeof BankAccountBody>;

/** The routes of the domain: method, URL and the schema fastify validates and serializes with. */
export const businessRoutes = {
  getContact: route('GET', '/api/business/contact', {
    summary: 'The store’s contact data',
    response: { 200: BusinessContact },
  }),
  updateContact: route('PUT', '/api/business/contact', {
    summary: 'Replace the store’s contact data (completes the setup task “contact”)',
    body: BusinessContactBody,
    response: { 200: BusinessContact },
  }),
  getBilling: route('GET', '/api/business/billing', {
    summary: 'The store’s billing data',
    response: { 200: BillingInfo },
  }),
  updateBilling: route('PUT', '/api/business/billing', {
    summary: 'Replace the store’s billing data',
    body: BillingInfoBody,
    response: { 200: BillingInfo },
  }),
  getBankAccount: route('GET', '/api/store/bank/account', {
    summary: 'The store’s payout bank account',
    response: { 200: BankAccount },
  }),
  updateBankAccount: route('PUT', '/api/store/bank/account', {
    summary: 'Replace the payout bank account (completes the setup task “bank_account”)',
    body: BankAccountBody,
    response: { 200: BankAccount },
  }),
};
