/**
 * The merchant's parts of the public page, each its own chunk: a visitor never downloads them
 * (nor the overlays entry and the plan-change messages they bring). The page starts loading them
 * as soon as it knows a merchant is signed in, so the first dialog opens without a wait.
 */
export const loadPlanChangeDialog = () => import('./components/PlanChangeDialog');
export const loadCancelPlanChangeDialog = () => import('./components/CancelPlanChangeDialog');
export const loadPendingChangeNotice = () => import('./components/PendingChangeNotice');

export function preloadMerchantParts(): void {
  void loadPendingChangeNotice();
  void loadPlanChangeDialog();
  void loadCancelPlanChangeDialog();
}
