import type { BillingInfo } from './contract.ts';
import { formatRut, type BillingInfoValues } from '@platform/shared/validation';

import type { Queryable } from '../db/index.ts';

const SELECT = `coalesce(billing_business_name, '') as "businessName", coalesce(billing_rut, '') as rut,
  coalesce(billing_industry, '') as industry, coalesce(billing_address, '') as address,
  coalesce(billing_city, '') as city, coalesce(billing_state, '') as state,
  coalesce(billing_zip_code, '') as "zipCode", coalesce(billing_email, '') as "billingEmail",
  coalesce(billing_phone, '') as "billingPhone"`;

/** The billing data of a store, blank strings until first saved; undefined without the store. */
export async function readBillingInfo(
  db: Queryable,
  storeId: string,
): Promise<BillingInfo | undefined> {
  const { rows } = await db.query<BillingInfo>(`select ${SELECT} from stores where id = $1`, [
    storeId,
  ]);
  return rows[0];
}

/** Replaces the whole billing object in one statement; the RUT is kept as '12.345.678-5'. */
export async function writeBillingInfo(
  db: Queryable,
  storeId: string,
  billing: BillingInfoValues,
): Promise<BillingInfo | undefined> {
  const { rows } = await db.query<BillingInfo>(
    `update stores set billing_business_name = $2, billing_rut = $3, billing_industry = $4,
       billing_address = $5, billing_city = $6, billing_state = $7, billing_zip_code = $8,
       billing_email = $9, billing_phone = $10, updated_at = now()
     where id = $1
     returning ${SELECT}`,
    [
      storeId,
      billing.businessName,
      formatRut(billing.rut),
      billing.industry,
      billing.address,
      billing.city,
      billing.state,
      billing.zipCode,
      billing.billingEmail,
      billing.billingPhone || null,
    ],
  );
  return rows[0];
}
