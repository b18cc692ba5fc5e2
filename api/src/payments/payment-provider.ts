/**
 * The card payment provider as the platform sees it: a redirect-based card flow in the style of
 * Webpay Plus. The platform creates a transaction (amount, its own buy order and session, and the
 * URL the provider sends the browser back to), the browser posts the token in a hidden form
 * (`token_ws`) to the provider's URL, the card holder pays there, and the provider posts the browser
 * back to the return URL with `token_ws` (or `TBK_TOKEN` when the buyer cancelled). The platform
 * then commits the token to learn the outcome. The local sandbox implements it; a real provider's
 * adapter replaces it without touching the routes.
 */
export interface CreateTransactionInput {
  /** The platform's reference of the purchase (at most 26 characters, as Webpay requires). */
  buyOrder: string;
  /** The platform's id of this attempt (at most 61 characters). */
  sessionId: string;
  /** Whole Chilean pesos, > 0. */
  amount: number;
  /** Where the provider sends the browser back to (form POST with token_ws or TBK_TOKEN). */
  returnUrl: string;
}

export interface CreatedTransaction {
  token: string;
  /** The provider's page the browser posts `token_ws` to. */
  url: string;
}

export interface CommittedTransaction {
  status: 'authorized' | 'failed';
  amount: number;
  buyOrder: string;
  sessionId: string;
  /** 0 when authorized; a negative code when declined (Webpay's convention). */
  responseCode: number;
  authorizationCode: string | null;
  /** Visa, Mastercard, Redcompra, Prepago… */
  cardType: string | null;
  lastFour: string | null;
  /** The provider's id of the transaction, kept with the payment. */
  transactionId: string;
}

/**
 * The one-click part, in the style of Transbank Oneclick Mall: the platform starts an inscription
 * (the card holder's username and e-mail, and the URL to come back to), the browser posts the
 * token as `TBK_TOKEN` to the provider's `urlWebpay`, the card holder enrols a card there, and the
 * provider posts the browser back to `responseUrl` with `TBK_TOKEN`. The platform then finishes
 * the inscription to learn the card and its `tbkUser`, the key of every later charge.
 */
export interface StartInscriptionInput {
  /** The platform's id of the card holder (at most 40 characters, as Oneclick requires). */
  username: string;
  email: string;
  /** Where the provider sends the browser back to (form POST with TBK_TOKEN). */
  responseUrl: string;
}

export interface StartedInscription {
  token: string;
  /** The provider's page the browser posts `TBK_TOKEN` to. */
  urlWebpay: string;
}

export interface FinishedInscription {
  status: 'authorized' | 'failed';
  /** 0 when the card was enrolled; negative when the issuer refused it. */
  responseCode: number;
  /** The provider's key of the enrolled card (null when refused): what charges are made with. */
  tbkUser: string | null;
  authorizationCode: string | null;
  cardType: string | null;
  lastFour: string | null;
}

export interface AuthorizeChargeInput {
  tbkUser: string;
  /** The platform's reference of the charge (at most 26 characters); each is charged once. */
  buyOrder: string;
  /** Whole Chilean pesos, > 0. */
  amount: number;
}

export interface AuthorizedCharge {
  status: 'authorized' | 'failed';
  buyOrder: string;
  amount: number;
  responseCode: number;
  authorizationCode: string | null;
}

export interface ReverseChargeInput {
  /** The buy order of an authorized charge. */
  buyOrder: string;
  /** The whole amount charged: a charge is given back whole or not at all. */
  amount: number;
}

export interface ReversedCharge {
  buyOrder: string;
  amount: number;
}

export interface OneclickProvider {
  startInscription(input: StartInscriptionInput): Promise<StartedInscription>;
  /**
   * Confirms an inscription after the browser came back with `TBK_TOKEN`. Each token is finished
   * once; an unknown, cancelled, expired or already finished token throws PaymentProviderError.
   */
  finishInscription(token: string): Promise<FinishedInscription>;
  /**
   * Charges an enrolled card, with no browser involved. A refusal by the issuer is a `failed`
   * charge; an unknown `tbkUser` or a repeated `buyOrder` throws PaymentProviderError.
   */
  authorizeCharge(input: AuthorizeChargeInput): Promise<AuthorizedCharge>;
  /**
   * Gives an authorized charge back to the card (Oneclick's refund of the whole amount). An
   * unknown, refused or already reversed charge, or another amount, throws PaymentProviderError.
   */
  reverseCharge(input: ReverseChargeInput): Promise<ReversedCharge>;
}

export interface PaymentProvider extends OneclickProvider {
  readonly name: string;
  createTransaction(input: CreateTransactionInput): Promise<CreatedTransaction>;
  /**
   * Confirms a transaction after the browser came back with `token_ws`. Each token is committed
   * once; an unknown, unfinished, expired or already committed token throws PaymentProviderError.
   */
  commitTransaction(token: string): Promise<CommittedTransaction>;
}

export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
