import { backToListPath, backToListState } from './back-to-list';

describe('the way back from a detail to its list', () => {
  it('returns to the list with the filters, sort and page it was left with', () => {
    const state = backToListState('/clients', '?status=inactive&page=3');
    expect(backToListPath(state, '/clients')).toBe('/clients?status=inactive&page=3');
    expect(backToListPath(backToListState('/orders', 'page=2'), '/orders')).toBe('/orders?page=2');
    expect(backToListPath(backToListState('/orders', ''), '/orders')).toBe('/orders');
  });

  it("returns to the list's defaults from anywhere else, and never to another path", () => {
    expect(backToListPath(null, '/clients')).toBe('/clients');
    expect(backToListPath({ from: 42 }, '/clients')).toBe('/clients');
    expect(backToListPath({ from: '/orders?page=2' }, '/clients')).toBe('/clients');
    expect(backToListPath({ from: '/clientsx?page=2' }, '/clients')).toBe('/clients');
    expect(backToListPath({ from: 'https://example.com/clients' }, '/clients')).toBe('/clients');
  });
});
