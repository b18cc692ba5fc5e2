// The saved-cards feature's public entry: the widget the account screen shows
// (src/widgets/SavedCards.tsx), and the list's query for any other reader of the cards (the plan
// change's default-card check reads the same cached answer).
export { SavedCards } from './components/SavedCards';
export { savedCardsQuery } from './api/list-saved-cards';
export { savedCardKeys } from './api/keys';
