// The order-detail feature's public entry: the cards and panels of /orders/:id, the order's
// query (the page's not-found state reads it).
export { OrderHeader } from './components/OrderHeader';
export { OrderItemsCard } from './components/OrderItemsCard';
export { ActivityCard } from './components/ActivityCard';
export { PaymentCard } from './components/PaymentCard';
export { DocumentsCard } from './components/DocumentsCard';
export { CommunicationsCard } from './components/CommunicationsCard';
export { StatusPanel } from './components/StatusPanel';
export { ClientPanel } from './components/ClientPanel';
export { BillingPanel } from './components/BillingPanel';
export { ShippingPanel } from './components/ShippingPanel';
export { orderQuery } from './api/get-order';
export { orderDetailMessages } from './messages';
