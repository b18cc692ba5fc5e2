// The current-plan feature's public entry: the 'Mi Plan' summary the account screen shows
// (src/widgets/CurrentPlan.tsx).
export { CurrentPlanSummary } from './components/CurrentPlanSummary';
