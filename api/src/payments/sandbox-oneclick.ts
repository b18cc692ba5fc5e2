import { randomBytes, randomInt, randomUUID } from 'node:crypto';

import type { Queryable } from '../db/index.ts';
import {
  PaymentProviderError,
  type AuthorizeChargeInput,
  type AuthorizedCharge,
  type ReverseChargeInput,
  type ReversedCharge,
  type FinishedInscription,
  type OneclickProvider,
  type StartInscriptionInput,
  type StartedInscription,
} from './payment-provider.ts';

/** An inscription must be completed within this many minutes of its start. */
export const SANDBOX_INSCRIPTION_TTL_MINUTES = 10;

/** A prepaid test card holds this many pesos: a larger charge is declined (insufficient funds). */
export const SANDBOX_PREPAID_BALANCE = 100_000;

/**
 * The demo data's saved cards (db/seed/stores.ts) were "enrolled" before the sandbox kept any
 * inscription: their tbk_user is `tbk_oneclick_` and 20 hex digits, with no inscription behind it.
 * The sandbox charges such a tbk_user as an enrolled credit card that approves, so the demo
 * merchant can pay an upgrade. Any other tbk_user must come from a finished inscription.
 */
export const SEEDED_TBK_USER = /^tbk_oneclick_[0-9a-f]{20}$/;

/** The card chosen on the sandbox's page (one of its test cards). */
export interface EnrolledTestCard {
  number: string;
  cardType: string;
  kind: string;
  outcome: 'authorized' | 'failed';
}

export type InscriptionStatus = 'created' | 'approved' | 'rejected' | 'aborted';

export interface SandboxInscription {
  token: string;
  username: string;
  email: string;
  responseUrl: string;
  status: InscriptionStatus;
  tbkUser: string | null;
  cardType: string | null;
  lastFour: string | null;
  authorizationCode: string | null;
  responseCode: number | null;
  expired: boolean;
  committed: boolean;
}

const COLUMNS = `token, username, email, response_url as "responseUrl", status, tbk_user as "tbkUser",
  card_type as "cardType", last_four as "lastFour", authorization_code as "authorizationCode",
  response_code as "responseCode", expires_at <= now() as expired, committed_at is not null as committed`;

const authorizationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * The sandbox's one-click provider (Oneclick Mall's inscription and authorization). Its state is in
 * `payment_sandbox_oneclick_inscriptions` and `payment_sandbox_oneclick_charges` (migration 092);
 * its page is /sandbox/oneclick/inscription (routes/oneclick-sandbox.ts).
 */
export class SandboxOneclick implements OneclickProvider {
  private readonly db: Queryable;
  private readonly publicUrl: string;

  constructor(options: { db: Queryable; publicUrl: string }) {
    this.db = options.db;
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
  }

  /** The page the browser posts TBK_TOKEN to. */
  get inscriptionUrl(): string {
    return `${this.publicUrl}/sandbox/oneclick/inscription`;
  }

  async startInscription(input: StartInscriptionInput): Promise<StartedInscription> {
    if (!input.username || input.username.length > 40) {
      throw new PaymentProviderError('El nombre de usuario debe tener entre 1 y 40 caracteres');
    }
    if (!/^[^\s@]+@[^\s@]+$/.test(input.email) || input.email.length > 100) {
      throw new PaymentProviderError('El correo del titular no es válido');
    }
    if (!/^https?:\/\//.test(input.responseUrl)) {
      throw new PaymentProviderError('La URL de retorno debe ser http(s)');
    }
    const token = randomBytes(32).toString('hex');
    await this.db.query(
      `insert into payment_sandbox_oneclick_inscriptions (token, username, email, response_url, expires_at)
       values ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
      [token, input.username, input.email, input.responseUrl, SANDBOX_INSCRIPTION_TTL_MINUTES],
    );
    return { token, urlWebpay: this.inscriptionUrl };
  }

  async findInscription(token: string): Promise<SandboxInscription | undefined> {
    if (!/^[0-9a-f]{64}$/.test(token)) return undefined;
    const { rows } = await this.db.query<SandboxInscription>(
      `select ${COLUMNS} from payment_sandbox_oneclick_inscriptions where token = $1`,
      [token],
    );
    return rows[0];
  }

  /**
   * The card holder enrolled `card` on the sandbox's page (or cancelled when `card` is null). Only
   * an open, unexpired inscription changes; returns the inscription as it is afterwards.
   */
  async enrolCard(
    token: string,
    card: EnrolledTestCard | null,
  ): Promise<SandboxInscription | undefined> {
    const status: InscriptionStatus = card
      ? card.outcome === 'authorized'
        ? 'approved'
        : 'rejected'
      : 'aborted';
    const approved = status === 'approved';
    await this.db.query(
      `update payment_sandbox_oneclick_inscriptions
       set status = $2, tbk_user = $3, card_type = $4, card_kind = $5, last_four = $6,
           authorization_code = $7, response_code = $8, finished_at = now()
       where token = $1 and status = 'created' and expires_at > now()`,
      [
        token,
        status,
        approved ? randomUUID() : null,
        card?.cardType ?? null,
        card?.kind ?? null,
        card?.number.slice(-4) ?? null,
        approved ? authorizationCode() : null,
        approved ? 0 : card ? -1 : null,
      ],
    );
    return this.findInscription(token);
  }

  async finishInscription(token: string): Promise<FinishedInscription> {
    const { rows } = await this.db.query<SandboxInscription>(
      `update payment_sandbox_oneclick_inscriptions set committed_at = now()
       where token = $1 and committed_at is null and status in ('approved', 'rejected')
       returning ${COLUMNS}`,
      [token],
    );
    const row = rows[0];
    if (!row) {
      const found = await this.findInscription(token);
      if (!found) throw new PaymentProviderError('Inscripción no encontrada');
      if (found.committed) throw new PaymentProviderError('La inscripción ya fue finalizada');
      if (found.status === 'aborted') throw new PaymentProviderError('La inscripción fue anulada');
      throw new PaymentProviderError('La inscripción no ha sido completada');
    }
    const approved = row.status === 'approved';
    return {
      status: approved ? 'authorized' : 'failed',
      responseCode: row.responseCode ?? -1,
      tbkUser: approved ? row.tbkUser : null,
      authorizationCode: row.authorizationCode,
      cardType: row.cardType,
      lastFour: row.lastFour,
    };
  }

  async authorizeCharge(input: AuthorizeChargeInput): Promise<AuthorizedCharge> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
      throw new PaymentProviderError('El monto debe ser un número entero positivo');
    }
    if (!input.buyOrder || input.buyOrder.length > 26) {
      throw new PaymentProviderError('La orden de compra debe tener entre 1 y 26 caracteres');
    }
    const { rows } = await this.db.query<{ kind: string | null }>(
      `select card_kind as kind from payment_sandbox_oneclick_inscriptions
       where tbk_user = $1 and status = 'approved' and committed_at is not null`,
      [input.tbkUser],
    );
    const inscription = rows[0];
    if (!inscription && !SEEDED_TBK_USER.test(input.tbkUser)) {
      throw new PaymentProviderError('El usuario no tiene una tarjeta inscrita');
    }
    const approved = !(inscription?.kind === 'Prepago' && input.amount > SANDBOX_PREPAID_BALANCE);
    const charge: AuthorizedCharge = {
      status: approved ? 'authorized' : 'failed',
      buyOrder: input.buyOrder,
      amount: input.amount,
      responseCode: approved ? 0 : -1,
      authorizationCode: approved ? authorizationCode() : null,
    };
    const inserted = await this.db.query(
      `insert into payment_sandbox_oneclick_charges
         (buy_order, tbk_user, amount, status, response_code, authorization_code)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (buy_order) do nothing returning buy_order`,
      [
        charge.buyOrder,
        input.tbkUser,
        charge.amount,
        charge.status,
        charge.responseCode,
        charge.authorizationCode,
      ],
    );
    if (!inserted.rows.length) throw new PaymentProviderError('La orden de compra ya fue usada');
    return charge;
  }

  async reverseCharge(input: ReverseChargeInput): Promise<ReversedCharge> {
    const { rows } = await this.db.query<{ buyOrder: string }>(
      `update payment_sandbox_oneclick_charges set reversed_at = now()
       where buy_order = $1 and amount = $2 and status = 'authorized' and reversed_at is null
       returning buy_order as "buyOrder"`,
      [input.buyOrder, input.amount],
    );
    if (!rows[0]) {
      throw new PaymentProviderError('No hay un cargo autorizado por ese monto que reversar');
    }
    return { buyOrder: input.buyOrder, amount: input.amount };
  }
}
