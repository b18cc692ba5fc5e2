// The tutorial feature's public entry: the product-types tutorial and its seen flag.
export { ProductTypesTutorial, markTutorialSeen, useTutorialSeen } from './ProductTypesTutorial';
