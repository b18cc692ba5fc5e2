import { matchesSearch, searchTerms } from '../../lib/text-search';
import { FAQ, HELP_CATEGORIES, type FaqItem, type HelpCategoryId } from './content/faq';

export interface FaqGroupResult {
  id: HelpCategoryId;
  title: string;
  items: FaqItem[];
}

/** The FAQ by category, keeping the questions whose question or answer has every search word. */
export function filterFaq(
  query: string,
  category: HelpCategoryId | null,
  faq = FAQ,
): FaqGroupResult[] {
  const terms = searchTerms(query);
  return HELP_CATEGORIES.filter((group) => !category || group.id === category)
    .map((group) => ({
      id: group.id,
      title: group.label,
      items: faq.filter(
        (item) =>
          item.category === group.id &&
          matchesSearch(terms, item.question, ...item.answer, group.label),
      ),
    }))
    .filter((group) => group.items.length > 0);
}
