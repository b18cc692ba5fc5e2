import { paginationRange } from './pagination-range';

describe('paginationRange (spec 2 §2)', () => {
  it('shows every page up to 5 pages', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('beyond 5 pages shows first, last, neighbours and ellipses', () => {
    expect(paginationRange(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(paginationRange(4, 6)).toEqual([1, 'ellipsis', 3, 4, 5, 6]);
  });

  it('at the edges', () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(paginationRange(2, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(paginationRange(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(paginationRange(9, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(paginationRange(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
  });

  it('with 6 pages', () => {
    expect(paginationRange(1, 6)).toEqual([1, 2, 'ellipsis', 6]);
    expect(paginationRange(3, 6)).toEqual([1, 2, 3, 4, 'ellipsis', 6]);
  });

  it('clamps an out-of-range page and handles no pages', () => {
    expect(paginationRange(99, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(paginationRange(0, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(paginationRange(1, 0)).toEqual([]);
  });
});
