import type { BillingInfo, BusinessContact } from '@platform/api/contracts';
import { billingInfoSample } from '@platform/shared/testing';

/** Test data: a contact and billing data as the api answers them. */
export const savedContact: BusinessContact = {
  address: 'Av. Libertad 1045, Viña del Mar',
  businessHours: [
    {
      days: 'Lunes a Viernes',
      startTime: '08:30',
      endTime: '17:30',
      description: 'Lunes a Viernes 08:30 - 17:30',
    },
  ],
  contactPhones: [
    { number: '+56934567812', isDefault: true },
    { number: '+56322123456', isDefault: false },
  ],
  contactEmails: [{ email: 'contacto@huertaverde.cl', isDefault: true }],
  socialMedia: { twitter: '', facebook: '', instagram: 'https://www.instagram.com/huertaverde.cl' },
};

export const blankBilling: BillingInfo = {
  businessName: '',
  rut: '',
  industry: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  billingEmail: '',
  billingPhone: '',
};

export const savedBilling: BillingInfo = billingInfoSample;
