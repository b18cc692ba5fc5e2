import { Type, type Static } from 'typebox';

import { IsoDate, IsoDateTime, Money, Nullable, Uuid, routesOf } from '../http/contract.ts';

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

// The platform's invoices to the store and the two account statements (spec 3 §3 "Invoice",
// "Account transaction", §7 "Business data"). Field names are the spec's.

export const InvoiceStatus = Type.Enum(['billed', 'pending']);
export type InvoiceStatus = Static<typeof InvoiceStatus>;

export const Invoice = Type.Object({
  uuid: Type.String(),
  period: Type.String({ description: "The month billed, 'YYYY-MM'" }),
  number: Nullable(Type.Integer({ description: "Shown as 'F-' and 6 digits; null while pending" })),
  amount: Money,
  /** The day it was issued; null while pending. */
  date: Nullable(IsoDate),
  status: InvoiceStatus,
});
export type Invoice = Static<typeof Invoice>;

export const InvoiceList = Type.Object({
  invoices: Type.Array(Invoice, { description: 'Newest period first' }),
});
export type InvoiceList = Static<typeof InvoiceList>;

export const InvoiceIdParams = Type.Object({ id: Uuid() });

export const InvoiceDownload = Type.Object({
  fileUrl: Type.String({ description: 'The PDF; fetch it (bearer token) within 10 minutes' }),
});
export type InvoiceDownload = Static<typeof InvoiceDownload>;

export const StatementVariant = Type.Enum(['sales', 'commission']);
export type StatementVariant = Static<typeof StatementVariant>;

export const TRANSACTION_CATEGORIES = [
  'plan_new_subscription',
  'subscription_sale',
  'plan_renewal',
  'plan_upgrade',
  'plan_downgrade',
  'balance_transfer_to_commission',
  'balance_adjustment',
  'product_sale',
  'pack_sale',
  'refund',
  'payment_fee',
  'sale_credit',
  'other',
] as const;
export const TransactionCategory = Type.Enum([...TRANSACTION_CATEGORIES]);
export type TransactionCategory = Static<typeof TransactionCategory>;

export const MovementType = Type.Enum(['credit', 'debit']);
export type MovementType = Static<typeof MovementType>;

export const AccountTransaction = Type.Object({
  uuid: Type.String(),
  date: IsoDateTime,
  description: Type.String(),
  movement_type: MovementType,
  amount: Money,
  balance_after: Type.Integer({ description: 'The statement’s balance after it, in pesos' }),
  category: TransactionCategory,
  reference: Nullable(Type.String({ description: 'An order id (the screen links /orders/{id})' })),
});
export type AccountTransaction = Static<typeof AccountTransaction>;

export const AccountStatementParams = Type.Object({ variant: StatementVariant });
export const AccountStatementQuery = Type.Object({
  period: Type.String({
    maxLength: 20,
    description:
      "The month, 'MM-yyyy' (America/Santiago), e.g. '03-2026'; not after the current month",
  }),
});
export type AccountStatementQuery = Static<typeof AccountStatementQuery>;

export const AccountStatement = Type.Object({
  variant: StatementVariant,
  period: Type.String({ description: "'MM-yyyy'" }),
  transactions: Type.Array(AccountTransaction, { description: 'Newest first' }),
});
export type AccountStatement = Static<typeof AccountStatement>;

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
  listInvoices: route('GET', '/api/business/invoices', {
    summary: 'The platform’s invoices to the store, newest period first',
    response: { 200: InvoiceList },
  }),
  downloadInvoice: route('GET', '/api/business/invoices/:id/download', {
    summary: 'Where to fetch a billed invoice’s PDF (a pending one has none: 409)',
    params: InvoiceIdParams,
    response: { 200: InvoiceDownload },
  }),
  getAccountStatement: route('GET', '/api/business/account-statement/:variant', {
    summary: 'The sales or commission statement’s transactions of one month',
    params: AccountStatementParams,
    querystring: AccountStatementQuery,
    response: { 200: AccountStatement },
  }),
};
