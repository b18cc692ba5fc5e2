/**
 * The editor's URL state: the open template (`?template=<id>`) and tab (`&tab=preview`), so a link
 * or a reload shows the same. 'Editar', the default tab, is left out of the URL.
 */
export const TEMPLATE_TABS = ['edit', 'preview'] as const;
export type TemplateTab = (typeof TEMPLATE_TABS)[number];

export interface TemplateSearch {
  /** The template's id as the URL has it (the page falls back to the first one). */
  template: string | null;
  tab: TemplateTab;
}

export function readTemplateSearch(params: URLSearchParams): TemplateSearch {
  const tab = params.get('tab');
  return {
    template: params.get('template') || null,
    tab: tab === 'preview' ? 'preview' : 'edit',
  };
}

/** The query string for a state; other parameters are kept. */
export function templateSearchParams(
  state: TemplateSearch,
  base?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(base);
  if (state.template) params.set('template', state.template);
  else params.delete('template');
  if (state.tab === 'edit') params.delete('tab');
  else params.set('tab', state.tab);
  return params;
}

/** The link of a template, on the tab open now (so the open template's link is this page). */
export function templateHref(id: string, tab: TemplateTab): string {
  return `?${templateSearchParams({ template: id, tab }).toString()}`;
}
