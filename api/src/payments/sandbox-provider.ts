import { randomBytes, randomInt } from 'node:crypto';

import type { Queryable } from '../db/index.ts';
import {
  PaymentProviderError,
  type AuthorizeChargeInput,
  type AuthorizedCharge,
  type ReverseChargeInput,
  type ReversedCharge,
  type CommittedTransaction,
  type CreateTransactionInput,
  type CreatedTransaction,
  type FinishedInscription,
  type PaymentProvider,
  type StartInscriptionInput,
  type StartedInscription,
} from './payment-provider.ts';
import { SandboxOneclick } from './sandbox-oneclick.ts';

/** A sandbox transaction must be paid within this many minutes of its creation (Webpay: 5-10). */
export const SANDBOX_TRANSACTION_TTL_MINUTES = 10;

export interface SandboxTestCard {
  number: string;
  cardType: 'Visa' | 'Mastercard' | 'Redcompra' | 'Prepago';
  kind: 'Crédito' | 'Débito' | 'Prepago';
  outcome: 'authorized' | 'failed';
}

/** The sandbox's test cards (Transbank's integration cards): some approve, some are declined. */
export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  { number: '4051885600446623', cardType: 'Visa', kind: 'Crédito', outcome: 'authorized' },
  { number: '5186059559590568', cardType: 'Mastercard', kind: 'Crédito', outcome: 'failed' },
  { number: '4051884239937763', cardType: 'Redcompra', kind: 'Débito', outcome: 'authorized' },
  { number: '5186008541233829', cardType: 'Redcompra', kind: 'Débito', outcome: 'failed' },
  { number: '4051886000056590', cardType: 'Prepago', kind: 'Prepago', outcome: 'authorized' },
];

export type SandboxStatus = 'created' | 'authorized' | 'failed' | 'aborted';

export interface SandboxTransaction {
  token: string;
  buyOrder: string;
  sessionId: string;
  amount: number;
  returnUrl: string;
  status: SandboxStatus;
  cardType: string | null;
  lastFour: string | null;
  authorizationCode: string | null;
  responseCode: number | null;
  expired: boolean;
  committed: boolean;
}

const COLUMNS = `token, buy_order as "buyOrder", session_id as "sessionId", amount,
  return_url as "returnUrl", status, card_type as "cardType", last_four as "lastFour",
  authorization_code as "authorizationCode", response_code as "responseCode",
  expires_at <= now() as expired, committed_at is not null as committed`;

/**
 * The local stand-in for the card payment provider (docs/architecture.md, "The api"). Its state
 * lives in `payment_sandbox_transactions`; the pages under /sandbox (routes/sandbox) are its
 * "hosted payment form". Its one-click part is `SandboxOneclick`.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  /** The one-click inscriptions and charges (its page: /sandbox/oneclick/inscription). */
  readonly oneclick: SandboxOneclick;
  private readonly db: Queryable;
  private readonly publicUrl: string;

  constructor(options: { db: Queryable; publicUrl: string }) {
    this.db = options.db;
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
    this.oneclick = new SandboxOneclick(options);
  }

  startInscription(input: StartInscriptionInput): Promise<StartedInscription> {
    return this.oneclick.startInscription(input);
  }

  finishInscription(token: string): Promise<FinishedInscription> {
    return this.oneclick.finishInscription(token);
  }

  authorizeCharge(input: AuthorizeChargeInput): Promise<AuthorizedCharge> {
    return this.oneclick.authorizeCharge(input);
  }

  reverseCharge(input: ReverseChargeInput): Promise<ReversedCharge> {
    return this.oneclick.reverseCharge(input);
  }

  /** The page the browser posts token_ws to. */
  get paymentUrl(): string {
    return `${this.publicUrl}/sandbox/webpay`;
  }

  async createTransaction(input: CreateTransactionInput): Promise<CreatedTransaction> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
      throw new PaymentProviderError('El monto debe ser un número entero positivo');
    }
    if (!input.buyOrder || input.buyOrder.length > 26) {
      throw new PaymentProviderError('La orden de compra debe tener entre 1 y 26 caracteres');
    }
    if (!input.sessionId || input.sessionId.length > 61) {
      throw new PaymentProviderError('El id de sesión debe tener entre 1 y 61 caracteres');
    }
    if (!/^https?:\/\//.test(input.returnUrl)) {
      throw new PaymentProviderError('La URL de retorno debe ser http(s)');
    }
    const token = randomBytes(32).toString('hex');
    await this.db.query(
      `insert into payment_sandbox_transactions
         (token, buy_order, session_id, amount, return_url, expires_at)
       values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
      [
        token,
        input.buyOrder,
        input.sessionId,
        input.amount,
        input.returnUrl,
        SANDBOX_TRANSACTION_TTL_MINUTES,
      ],
    );
    return { token, url: this.paymentUrl };
  }

  async commitTransaction(token: string): Promise<CommittedTransaction> {
    const { rows } = await this.db.query<SandboxTransaction>(
      `update payment_sandbox_transactions set committed_at = now()
       where token = $1 and committed_at is null and status in ('authorized', 'failed')
       returning ${COLUMNS}`,
      [token],
    );
    const row = rows[0];
    if (!row) {
      const found = await this.findTransaction(token);
      if (!found) throw new PaymentProviderError('Transacción no encontrada');
      if (found.committed) throw new PaymentProviderError('La transacción ya fue confirmada');
      if (found.status === 'aborted') throw new PaymentProviderError('La compra fue anulada');
      throw new PaymentProviderError('La transacción no ha sido pagada');
    }
    return {
      status: row.status === 'authorized' ? 'authorized' : 'failed',
      amount: row.amount,
      buyOrder: row.buyOrder,
      sessionId: row.sessionId,
      responseCode: row.responseCode ?? -1,
      authorizationCode: row.authorizationCode,
      cardType: row.cardType,
      lastFour: row.lastFour,
      transactionId: `SBX${row.token.slice(0, 12).toUpperCase()}`,
    };
  }

  async findTransaction(token: string): Promise<SandboxTransaction | undefined> {
    if (!/^[0-9a-f]{64}$/.test(token)) return undefined;
    const { rows } = await this.db.query<SandboxTransaction>(
      `select ${COLUMNS} from payment_sandbox_transactions where token = $1`,
      [token],
    );
    return rows[0];
  }

  /**
   * The card holder paid with `card` (or cancelled when `card` is null). Only an open, unexpired
   * transaction changes; returns the transaction as it is afterwards.
   */
  async finishTransaction(
    token: string,
    card: SandboxTestCard | null,
  ): Promise<SandboxTransaction | undefined> {
    const status: SandboxStatus = card ? card.outcome : 'aborted';
    const authorized = status === 'authorized';
    await this.db.query(
      `update payment_sandbox_transactions
       set status = $2, card_type = $3, last_four = $4, authorization_code = $5,
           response_code = $6, finished_at = now()
       where token = $1 and status = 'created' and expires_at > now()`,
      [
        token,
        status,
        card?.cardType ?? null,
        card?.number.slice(-4) ?? null,
        authorized ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null,
        authorized ? 0 : card ? -1 : null,
      ],
    );
    return this.findTransaction(token);
  }

  /** Is the sandbox's storage reachable (GET /sandbox/health)? */
  async healthy(): Promise<boolean> {
    await this.db.query('select 1 from payment_sandbox_transactions limit 1');
    return true;
  }
}

/** The test card behind a typed number (spaces and dashes ignored), if any. */
export function findTestCard(number: string): SandboxTestCard | undefined {
  const digits = number.replace(/[\s-]/g, '');
  return SANDBOX_TEST_CARDS.find((card) => card.number === digits);
}
