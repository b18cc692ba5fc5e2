/** The cache keys of the business data; a save puts its answer under its resource's key. */
export const businessDataKeys = {
  all: ['business'] as const,
  contact: () => [...businessDataKeys.all, 'contact'] as const,
  billing: () => [...businessDataKeys.all, 'billing'] as const,
};
