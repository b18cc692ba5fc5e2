/**
 * The cache keys of the store's categories. They start with the api resource, so a change to any
 * category invalidates `categoryKeys.all` and every reader refetches: the manager's tree, the
 * product form's selector, the list's filter.
 */
export const categoryKeys = {
  all: ['categories'] as const,
  /** `GET /categories`: the tree, with product counts and full names. */
  tree: () => [...categoryKeys.all, 'tree'] as const,
};
