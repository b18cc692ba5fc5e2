import { act, renderHook } from '@testing-library/react';
import { useUrlSearchState } from './use-url-search-state';

// The router's side is played by hand here, to render the URLs in the order a loaded browser
// may: an older write of the hook's arriving after a newer one was made.
let rendered = new URLSearchParams();
const written: string[] = [];
jest.mock('react-router-dom', () => ({
  useSearchParams: () => [
    rendered,
    (next: URLSearchParams) => {
      written.push(next.toString());
    },
  ],
}));

interface Search {
  q: string;
  sort: string;
  page: number;
}

const read = (params: URLSearchParams): Search => ({
  q: params.get('q') ?? '',
  sort: params.get('sort') ?? '',
  page: Number(params.get('page') ?? 1),
});

function write(state: Search): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort) params.set('sort', state.sort);
  if (state.page !== 1) params.set('page', String(state.page));
  return params;
}

describe('useUrlSearchState, when the router renders an older URL of its own late', () => {
  beforeEach(() => {
    rendered = new URLSearchParams();
    written.length = 0;
  });

  it('keeps the changes written after it, and builds the next change on them', () => {
    const { result, rerender } = renderHook(() => useUrlSearchState({ read, write }));
    act(() => result.current.update({ q: 'mesa' }));
    act(() => result.current.update({ sort: 'price' }));
    expect(written).toEqual(['q=mesa', 'q=mesa&sort=price']);

    // The first write reaches the page only now: nothing is written back, and a change made
    // meanwhile still starts from the last URL written.
    rendered = new URLSearchParams('q=mesa');
    rerender();
    expect(written).toHaveLength(2);
    act(() => result.current.update({ q: 'silla' }));
    expect(written.at(-1)).toBe('q=silla&sort=price');
  });

  it('takes a URL from elsewhere (a link, back) as the latest', () => {
    const { result, rerender } = renderHook(() => useUrlSearchState({ read, write }));
    act(() => result.current.update({ q: 'mesa' }));
    rendered = new URLSearchParams('sort=name');
    rerender();
    act(() => result.current.update({ q: 'silla' }));
    expect(written.at(-1)).toBe('q=silla&sort=name');
  });
});
