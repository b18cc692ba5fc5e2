import { SavedCards } from '../features/saved-cards';

/** Exposed as `mfe_commerce/SavedCards`: the merchant's saved cards, for the account screen. */
export default SavedCards;
