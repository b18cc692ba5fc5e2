import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { authStore } from './auth/auth-store';
import { StandaloneApp } from './standalone';
import { http, HttpResponse, server } from './testing/http';

function HelloPage() {
  return <h1>Hola</h1>;
}

it('runs a remote alone: provider, its routes and the dev sign-in bar', async () => {
  server.use(http.get('/config.json', () => HttpResponse.error()));
  window.history.pushState({}, '', '/');
  render(<StandaloneApp appTitle="Panel" routes={[{ path: '/', Page: HelloPage }]} />);
  expect(await screen.findByRole('heading', { name: 'Hola' })).toBeInTheDocument();
  expect(screen.getByText('Panel · modo independiente')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
  expect(authStore.getState().status).toBe('anonymous');
});
