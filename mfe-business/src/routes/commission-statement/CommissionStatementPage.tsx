import { AccountStatement } from '../../features/account-statements/components/AccountStatement';

/** /business/account-statement/commission — 'Cartola de Comisiones' (spec 3 §2). */
export default function CommissionStatementPage() {
  return <AccountStatement />;
}
