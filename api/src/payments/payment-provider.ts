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

export interface PaymentProvider {
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
