import type { BusinessContact } from './contract.ts';
import { businessHourDescription, type BusinessContactValues } from '@platform/shared/validation';

import type { Queryable } from '../db/index.ts';

interface ContactRow {
  address: string | null;
  business_hours: unknown;
  contact_phones: unknown;
  contact_emails: unknown;
  social_links: unknown;
}

const SOCIAL_NETWORKS = ['twitter', 'facebook', 'instagram'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value)
    ? value.filter(
        (entry): entry is Record<string, unknown> => !!entry && typeof entry === 'object',
      )
    : [];

/** The stored jsonb columns as the contact object of spec 3 §3 (defensive: jsonb is untyped). */
function toContact(row: ContactRow): BusinessContact {
  const hours = list(row.business_hours).map((hour) => ({
    days: text(hour.days),
    startTime: text(hour.startTime),
    endTime: text(hour.endTime),
  }));
  const social = (row.social_links ?? {}) as Record<string, unknown>;
  return {
    address: row.address ?? '',
    businessHours: hours.map((hour) => ({ ...hour, description: businessHourDescription(hour) })),
    contactPhones: list(row.contact_phones).map((phone) => ({
      number: text(phone.number),
      isDefault: phone.isDefault === true,
    })),
    contactEmails: list(row.contact_emails).map((email) => ({
      email: text(email.email),
      isDefault: email.isDefault === true,
    })),
    socialMedia: {
      twitter: text(social.twitter),
      facebook: text(social.facebook),
      instagram: text(social.instagram),
    },
  };
}

const COLUMNS = 'address, business_hours, contact_phones, contact_emails, social_links';

/** The business contact of a store; undefined when the store does not exist. */
export async function readBusinessContact(
  db: Queryable,
  storeId: string,
): Promise<BusinessContact | undefined> {
  const { rows } = await db.query<ContactRow>(`select ${COLUMNS} from stores where id = $1`, [
    storeId,
  ]);
  return rows[0] && toContact(rows[0]);
}

/**
 * Replaces the whole contact in one statement (never a partial write). Hours are stored without
 * their description, which is built on read; blank social links are not stored.
 */
export async function writeBusinessContact(
  db: Queryable,
  storeId: string,
  contact: BusinessContactValues,
): Promise<BusinessContact | undefined> {
  const social = Object.fromEntries(
    SOCIAL_NETWORKS.filter((network) => contact.socialMedia[network]).map((network) => [
      network,
      contact.socialMedia[network],
    ]),
  );
  const { rows } = await db.query<ContactRow>(
    `update stores set address = $2, business_hours = $3::jsonb, contact_phones = $4::jsonb,
       contact_emails = $5::jsonb, social_links = $6::jsonb, updated_at = now()
     where id = $1
     returning ${COLUMNS}`,
    [
      storeId,
      contact.address || null,
      JSON.stringify(
        contact.businessHours.map(({ days, startTime, endTime }) => ({ days, startTime, endTime })),
      ),
      JSON.stringify(contact.contactPhones.map(({ number, isDefault }) => ({ number, isDefault }))),
      JSON.stringify(contact.contactEmails.map(({ email, isDefault }) => ({ email, isDefault }))),
      JSON.stringify(social),
    ],
  );
  return rows[0] && toContact(rows[0]);
}
