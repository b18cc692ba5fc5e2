import { CurrentPlanSummary } from '../features/current-plan';

/** Exposed as `mfe_commerce/CurrentPlan`: the store's plan, for the account screen's 'Mi Plan'. */
export default CurrentPlanSummary;
