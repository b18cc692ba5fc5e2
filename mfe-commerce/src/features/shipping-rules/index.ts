// The shipping rules feature's public entry: what the /shipping/rules page puts together.
export { shippingRulesQuery } from './api/list-shipping-rules';
export { shippingRuleKeys } from './api/keys';
export { DeleteShippingRuleDialog } from './components/DeleteShippingRuleDialog';
export { ShippingRuleForm } from './components/ShippingRuleForm';
export { ShippingRuleList, ruleActionSelector } from './components/ShippingRuleList';
export { ShippingRulesInfo } from './components/ShippingRulesInfo';
export { shippingRulesMessages } from './messages';
