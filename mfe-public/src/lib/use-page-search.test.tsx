import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from '@platform/shared';
import { MemoryRouter } from '@platform/shared/testing';
import { usePageSearch } from './use-page-search';

interface Search {
  q: string;
  category: string | null;
}
const read = (params: URLSearchParams): Search => ({
  q: params.get('q') ?? '',
  category: params.get('category'),
});
const write = ({ q, category }: Search) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  return params;
};

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [search, update] = usePageSearch(read, write);
      return { search, update, location: useLocation() };
    },
    { wrapper },
  );
}

test('a second change before the first is rendered keeps what the first one cleared', () => {
  const { result } = setup('/help?q=criptomonedas');
  const { update } = result.current;
  act(() => {
    // 'Ver todas las preguntas', then a category clicked before the list shows every question
    update({ q: '', category: null });
    update({ category: 'pagos' });
  });
  expect(result.current.location.search).toBe('?category=pagos');
  expect(result.current.search).toEqual({ q: '', category: 'pagos' });
});

test('changes rendered one by one build on each other', () => {
  const { result } = setup('/help');
  act(() => result.current.update({ q: 'dominio' }));
  act(() => result.current.update({ category: 'personalizacion' }));
  expect(result.current.location.search).toBe('?q=dominio&category=personalizacion');
});
