import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouterLink } from './RouterLink';

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="ruta">{location.pathname + location.search}</output>;
}

function renderAt(path: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {link}
              <CurrentPath />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RouterLink', () => {
  it('is a real link to the resolved address', () => {
    renderAt('/orders', <RouterLink to="detail?tab=2">Ver pedido</RouterLink>);
    expect(screen.getByRole('link', { name: 'Ver pedido' })).toHaveAttribute(
      'href',
      '/orders/detail?tab=2',
    );
  });

  it('navigates inside the app on a plain click', () => {
    renderAt('/', <RouterLink to="/pricing">Precios</RouterLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Precios' }));
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/pricing');
  });

  it('leaves a modified click to the browser (new tab or window)', () => {
    renderAt('/', <RouterLink to="/pricing">Precios</RouterLink>);
    const notCancelled = fireEvent.click(screen.getByRole('link', { name: 'Precios' }), {
      ctrlKey: true,
    });
    expect(notCancelled).toBe(true);
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent(/^\/$/);
  });

  it('runs its own click handler first, and stays put when that handler cancels', () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <RouterLink to="/pricing" onClick={onClick}>
        Precios
      </RouterLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Precios' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent(/^\/$/);
  });

  it('forwards its ref to the anchor, for Chakra’s asChild', () => {
    const ref = { current: null as HTMLAnchorElement | null };
    renderAt(
      '/',
      <RouterLink ref={ref} to="/">
        Inicio
      </RouterLink>,
    );
    expect(ref.current).toBeInstanceOf(HTMLAnchorElement);
  });
});
