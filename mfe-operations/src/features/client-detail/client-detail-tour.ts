import type { TourStep } from '@platform/shared';
import { clientDetailMessages } from './messages';

const copy = clientDetailMessages.tour;

/**
 * The 'client-detail' tour (spec 3 §2). Its targets are this page's `data-tour` marks, all on the
 * page once the client has loaded (the header, the tab list, a tab, the links back).
 */
export const CLIENT_DETAIL_TOUR_STEPS: TourStep[] = [
  { target: '[data-tour="client-header"]', ...copy.header, placement: 'bottom' },
  { target: '[data-tour="client-tabs"]', ...copy.tabs, placement: 'bottom' },
  { target: '[data-tour="client-tab-subscriptions"]', ...copy.subscriptions, placement: 'bottom' },
  { target: '[data-tour="client-back"]', ...copy.back, placement: 'bottom' },
];
