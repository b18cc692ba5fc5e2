// The payment methods feature's public entry.
export { PaymentMethodOptions } from './components/PaymentMethodOptions';
