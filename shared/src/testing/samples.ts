import type { BillingInfoValues } from '../validation/billing-info';

/**
 * Complete, valid billing data (spec 3 §5 "Billing data"), as a merchant saves it: the sample the
 * schema's tests vary field by field and the remotes' fixtures answer with.
 */
export const billingInfoSample = {
  businessName: 'Huerta Verde SpA',
  rut: '76.123.456-0',
  industry: 'Venta al por menor de frutas y verduras',
  address: 'Av. Libertad 1045',
  city: 'Viña del Mar',
  state: 'Región de Valparaíso',
  zipCode: '2520000',
  billingEmail: 'facturas@huertaverde.cl',
  billingPhone: '+56934567812',
} satisfies BillingInfoValues;
