import type { StatementVariant } from '@platform/api/contracts';
import { STATEMENT_PATHS } from '../../urls';
import { statementMessages } from './messages';

/**
 * The statement a path shows, and its title (spec 3 §2): the commission path 'Cartola de
 * Comisiones', the sales path 'Cartola de Ventas', any other 'Estado de cuenta' (with the sales
 * movements, the store's own account).
 */
export function statementOfPath(pathname: string): { variant: StatementVariant; title: string } {
  const path = pathname.replace(/\/+$/, '');
  if (path === STATEMENT_PATHS.commission) {
    return { variant: 'commission', title: statementMessages.titles.commission };
  }
  if (path === STATEMENT_PATHS.sales) {
    return { variant: 'sales', title: statementMessages.titles.sales };
  }
  return { variant: 'sales', title: statementMessages.titles.other };
}
