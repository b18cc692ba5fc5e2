import { AccountStatement } from '../../features/account-statements/components/AccountStatement';

/** /business/account-statement/sales — 'Cartola de Ventas' (spec 3 §2). */
export default function SalesStatementPage() {
  return <AccountStatement />;
}
