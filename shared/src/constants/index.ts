/**
 * `@platform/shared/constants`: business constants and status labels. No React, no DOM.
 */
export {
  LOCALE,
  SESSION,
  HTTP,
  LEAD,
  REGISTRATION,
  DOMAIN,
  APPEARANCE,
  LANDING,
  PARTNERS,
  DASHBOARD,
  RECOVERY,
  UPLOAD,
  PAGING,
  TOAST,
  type LeadSector,
  type PartnerCategory,
} from './limits';
export { SUPPORT, type SupportChannel } from './support';
export {
  STATUS_LABELS,
  UNKNOWN_STATUS_LABEL,
  SELECTABLE_ORDER_STATUSES,
  statusLabel,
  type StatusKind,
  type OrderStatus,
  type ClientStatus,
  type SubscriptionStatus,
  type PaymentStatus,
  type CommunicationStatus,
  type InvoiceStatus,
  type SystemComponentStatus,
} from './statuses';
export {
  BANKS,
  BANK_ACCOUNT,
  bankName,
  type Bank,
  type BankCode,
  type BankAccountType,
} from './bank-account';
export {
  PRODUCT,
  PRODUCT_TYPES,
  PRODUCT_PERIODICITIES,
  RENEWAL_PERIODS,
  CATEGORY,
  STOCK_ADJUSTMENT_TYPES,
  type ProductType,
  type ProductPeriodicity,
  type RenewalPeriod,
  type StockAdjustmentType,
} from './catalogue';
export {
  DELIVERY_FREQUENCIES,
  COMMERCE_PLAN_STATUSES,
  COMMERCE_PLAN,
  SHIPPING_RULE,
  PAYMENT_METHOD_OPTIONS,
  PRICING_CALCULATOR,
  planCost,
  upgradeCharge,
  type DeliveryFrequency,
  type CommercePlanStatus,
  type ShippingRuleType,
  type PaymentMethodOptionId,
  type PricedPlan,
} from './commerce';
export {
  CHILE_COMMUNES_BY_REGION,
  CHILE_COMMUNES,
  canonicalCommune,
  isChileanCommune,
  regionOfCommune,
} from './communes';
export {
  ORDER_DOCUMENT,
  CARRIERS,
  CARRIER_IDS,
  MANUAL_SHIPPING,
  OPERATIONS_PAGING,
  ORDERS_CSV_HEADERS,
  orderDocumentContentType,
  trackingLink,
  type OrderDocumentExtension,
  type Carrier,
} from './operations';
