import { screen, type BoundFunctions, type queries } from '@testing-library/react';

/**
 * Where the link named `name` goes (its `href`), looked for on the page or in `scope`
 * (`within(card)`); fails, as `getByRole` does, when there is no such link.
 */
export function hrefOf(
  name: string | RegExp,
  scope: Pick<BoundFunctions<typeof queries>, 'getByRole'> = screen,
): string | null {
  return scope.getByRole('link', { name }).getAttribute('href');
}
