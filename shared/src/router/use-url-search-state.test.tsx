import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useUrlSearchState } from './use-url-search-state';

interface Search {
  q: string;
  sort: 'name' | 'price';
  page: number;
}

const DEFAULTS: Search = { q: '', sort: 'name', page: 1 };
const KEYS = ['q', 'sort', 'page'] as const;

function read(params: URLSearchParams): Search {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? DEFAULTS.q,
    sort: sort === 'price' ? 'price' : DEFAULTS.sort,
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULTS.page,
  };
}

function write(state: Search, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of KEYS) params.delete(key);
  for (const key of KEYS) {
    if (state[key] !== DEFAULTS[key]) params.set(key, String(state[key]));
  }
  return params;
}

function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      state: useUrlSearchState({ read, write }),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('useUrlSearchState', () => {
  it('reads the state from the URL', () => {
    const { result } = renderAt('/list?q=mesa&sort=price&page=3');
    expect(result.current.state.search).toEqual({ q: 'mesa', sort: 'price', page: 3 });
    expect(result.current.location.search).toBe('?q=mesa&sort=price&page=3');
  });

  it('writes changes as a new history entry, keeping parameters that are not its own', () => {
    const { result } = renderAt('/list?tab=2');
    const before = result.current.location.key;
    act(() => result.current.state.update({ q: 'silla' }));
    expect(result.current.location.search).toBe('?tab=2&q=silla');
    expect(result.current.state.search.q).toBe('silla');
    expect(result.current.location.key).not.toBe(before);
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?tab=2');
  });

  it('replaces the history entry when asked', () => {
    const { result } = renderAt('/list');
    act(() => result.current.state.update({ q: 'a' }));
    act(() => result.current.state.update({ q: 'ab' }, { replace: true }));
    expect(result.current.location.search).toBe('?q=ab');
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('');
  });

  it('goes back to page 1 on a filter change, but not on a page change', () => {
    const { result } = renderAt('/list?page=4');
    act(() => result.current.state.update({ page: 5 }));
    expect(result.current.state.search.page).toBe(5);
    act(() => result.current.state.update({ sort: 'price' }));
    expect(result.current.state.search).toEqual({ q: '', sort: 'price', page: 1 });
    expect(result.current.location.search).toBe('?sort=price');
  });

  it('takes the page from a custom key', () => {
    const { result } = renderHook(
      () => ({
        state: useUrlSearchState({
          read: (params) => ({ q: params.get('q') ?? '', p: Number(params.get('p') ?? 1) }),
          write: (state) =>
            new URLSearchParams({ ...(state.q && { q: state.q }), p: String(state.p) }),
          pageKey: 'p',
        }),
        location: useLocation(),
      }),
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <MemoryRouter initialEntries={['/list?p=3']}>{children}</MemoryRouter>
        ),
      },
    );
    act(() => result.current.state.update({ q: 'x' }));
    expect(result.current.location.search).toBe('?q=x&p=1');
  });

  it('leaves a state without pages as it is with `pageKey: null`', () => {
    const { result } = renderHook(
      () => ({
        state: useUrlSearchState({
          read: (params) => ({ q: params.get('q') ?? '' }),
          write: (state) => new URLSearchParams(state.q ? { q: state.q } : {}),
          pageKey: null,
        }),
        location: useLocation(),
      }),
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <MemoryRouter initialEntries={['/help']}>{children}</MemoryRouter>
        ),
      },
    );
    act(() => result.current.state.update({ q: 'dominio' }, { replace: true }));
    expect(result.current.location.search).toBe('?q=dominio');
    expect(result.current.state.search).toEqual({ q: 'dominio' });
  });

  it('adds no history entry for the URL that is already there', () => {
    const { result } = renderAt('/list');
    act(() => result.current.state.update({ q: 'a' }));
    const key = result.current.location.key;
    act(() => result.current.state.update({ q: 'a' }));
    expect(result.current.location.key).toBe(key);
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('');
  });

  it('builds two changes before the next render on each other', () => {
    const { result } = renderAt('/list');
    act(() => {
      result.current.state.update({ q: 'mesa' });
      result.current.state.update({ sort: 'price' });
    });
    expect(result.current.state.search).toEqual({ q: 'mesa', sort: 'price', page: 1 });
    expect(result.current.location.search).toBe('?q=mesa&sort=price');
  });

  it('takes a function of the state as last written', () => {
    const { result } = renderAt('/list?sort=price&page=2');
    act(() => result.current.state.update((current) => ({ q: `${current.sort}!` })));
    expect(result.current.location.search).toBe('?q=price%21&sort=price');
  });

  it('rewrites a link with defaults or unknown values in place', () => {
    const { result } = renderAt('/list?tab=2&q=mesa&sort=name&page=1');
    expect(result.current.location.search).toBe('?tab=2&q=mesa');
    expect(result.current.state.search).toEqual({ q: 'mesa', sort: 'name', page: 1 });
    // In place: the rewritten link replaced its own entry, so there is nothing to go back to.
    act(() => result.current.state.update({ q: 'silla' }));
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?tab=2&q=mesa');
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?tab=2&q=mesa');
  });
});
