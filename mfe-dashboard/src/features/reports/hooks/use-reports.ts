import { useLoad } from '../../../lib/use-load';
import { listReports } from '../api/list-reports';

export function useReports() {
  return useLoad(listReports, 'reports', 'reportes');
}
