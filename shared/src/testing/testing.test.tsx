import { screen } from '@testing-library/react';
import { useAuthStore } from '../auth/auth-store';
import { Text } from '@chakra-ui/react';
import { useLocation, useParams } from 'react-router-dom';
import {
  answer,
  apiError,
  apiUrl,
  inTurn,
  renderWithProviders,
  signInForTest,
  signOutForTest,
} from './index';

function Where() {
  const { pathname, search } = useLocation();
  const { id } = useParams();
  const email = useAuthStore((state) => state.profile?.email ?? 'anónimo');
  return (
    <Text>
      {pathname}
      {search} {id ?? '-'} {email}
    </Text>
  );
}

afterEach(signOutForTest);

describe('renderWithProviders', () => {
  it('starts at the given route', () => {
    renderWithProviders(<Where />, { route: '/orders?status=pending' });
    expect(screen.getByText('/orders?status=pending - anónimo')).toBeInTheDocument();
  });

  it('matches a route pattern so useParams works', () => {
    renderWithProviders(<Where />, { route: '/orders/ord-7', path: '/orders/:id' });
    expect(screen.getByText('/orders/ord-7 ord-7 anónimo')).toBeInTheDocument();
  });

  it('works with a signed-in merchant', () => {
    signInForTest({ email: 'otra@tienda.cl' });
    renderWithProviders(<Where />);
    expect(screen.getByText('/ - otra@tienda.cl')).toBeInTheDocument();
  });
});

describe('inTurn', () => {
  it('answers each request with the next reply, then keeps the last', async () => {
    answer(
      'get',
      '/turns',
      inTurn(() => apiError(500, 'falló'), { ok: 1 }),
    );
    const statuses = [];
    for (let request = 0; request < 3; request += 1) {
      statuses.push((await fetch(apiUrl('/turns'))).status);
    }
    expect(statuses).toEqual([500, 200, 200]);
  });
});
