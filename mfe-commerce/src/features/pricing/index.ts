// The pricing feature's public entry: what the /pricing page composes. The merchant's dialogs
// and notice are not exported here: they load apart, through `merchant-parts.ts`.
export { currentPlanQuery, type CurrentPlan } from './api/get-current-plan';
export { pricingPlansQuery, type PricingPlan } from './api/list-pricing-plans';
export { storeSubscriptionKeys } from './api/keys';
export { BillingPeriodToggle } from './components/BillingPeriodToggle';
export { PlanAction } from './components/PlanAction';
export { PlanGrid, PlanGridSkeleton } from './components/PlanGrid';
export { PricingCalculator } from './components/PricingCalculator';
export { PricingHero } from './components/PricingHero';
export { PricingSection } from './components/PricingSection';
export { RegisterCta } from './components/RegisterCta';
export { ScenarioCarousel } from './components/ScenarioCarousel';
export { useBillingPeriod } from './hooks/use-billing-period';
export { useViewer } from './hooks/use-viewer';
export {
  loadCancelPlanChangeDialog,
  loadPendingChangeNotice,
  loadPlanChangeDialog,
  preloadMerchantParts,
} from './merchant-parts';
export { pricingMessages } from './messages';
export { plansForPeriod, type BillingPeriod } from './pricing-math';
