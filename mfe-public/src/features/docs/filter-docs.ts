import { matchesSearch, searchTerms } from '../../lib/text-search';
import { DOCS_CATEGORIES, type DocsArticle, type DocsCategory } from './content/articles';

const articleText = (article: DocsArticle) => [
  article.title,
  article.summary,
  ...article.blocks.flatMap((block) => [block.text ?? '', ...(block.items ?? [])]),
];

/** The categories with the articles that contain every search word (all of them for a blank search). */
export function filterDocs(query: string, categories = DOCS_CATEGORIES): DocsCategory[] {
  const terms = searchTerms(query);
  return categories
    .map((category) => ({
      ...category,
      articles: category.articles.filter((article) =>
        matchesSearch(terms, category.title, ...articleText(article)),
      ),
    }))
    .filter((category) => category.articles.length > 0);
}

/** Whether the search is about the embed section (it stays visible when so). */
export function embedSectionMatches(query: string, texts: readonly string[]): boolean {
  return matchesSearch(searchTerms(query), 'incrustar embed api botón script html', ...texts);
}
