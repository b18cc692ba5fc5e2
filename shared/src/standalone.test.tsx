import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from './auth/auth-store';
import { StandaloneApp } from './standalone';
import { answer, apiError, apiUrl, http, HttpResponse, server } from './testing/http';
import { createTestToken } from './testing';

function HelloPage() {
  return <h1>Hola</h1>;
}

function renderApp() {
  server.use(http.get('/config.json', () => HttpResponse.error()));
  window.history.pushState({}, '', '/');
  render(<StandaloneApp appTitle="Panel" routes={[{ path: '/', Page: HelloPage }]} />);
}

const tokens = () => ({
  access_token: createTestToken({ sub: 'u1', email: 'demo@tienda.cl' }),
  id_token: createTestToken({ sub: 'u1', email: 'demo@tienda.cl' }),
  expires_in: 300,
  token_type: 'Bearer',
  scope: 'openid',
});

afterEach(() => {
  authStore.getState().clearSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

it('runs a remote alone: provider, its routes and the dev sign-in bar', async () => {
  const refresh = answer('post', '/session/refresh', () => apiError(401));
  renderApp();
  expect(await screen.findByRole('heading', { name: 'Hola' })).toBeInTheDocument();
  expect(screen.getByText('Panel · modo independiente')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
  expect(authStore.getState().status).toBe('anonymous');
  expect(refresh.requests).toHaveLength(1);
});

it('signs in through the session cookie and keeps no token in the page storage', async () => {
  answer('post', '/session/refresh', () => apiError(401));
  const issued = tokens();
  const credentials: RequestCredentials[] = [];
  server.use(
    http.post(apiUrl('/session'), ({ request }) => {
      credentials.push(request.credentials);
      return HttpResponse.json(issued);
    }),
  );
  renderApp();
  await screen.findByRole('heading', { name: 'Hola' });
  await userEvent.type(screen.getByLabelText('Contraseña'), 'Demo1234!');
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
  expect(await screen.findByText('demo@tienda.cl')).toBeInTheDocument();
  expect(authStore.getState().accessToken).toBe(issued.access_token);
  expect(credentials).toEqual(['include']);
  expect(window.sessionStorage).toHaveLength(0);
  expect(window.localStorage).toHaveLength(0);
});

it('announces a refused sign-in', async () => {
  answer('post', '/session/refresh', () => apiError(401));
  answer('post', '/session', () => apiError(401, 'Usuario o contraseña incorrectos'));
  renderApp();
  await screen.findByRole('heading', { name: 'Hola' });
  await userEvent.type(screen.getByLabelText('Contraseña'), 'mala');
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
  expect(authStore.getState().status).toBe('anonymous');
});

it('is signed in again on a reload from the session cookie', async () => {
  const issued = tokens();
  answer('post', '/session/refresh', issued);
  renderApp();
  expect(await screen.findByText('demo@tienda.cl')).toBeInTheDocument();
  expect(authStore.getState().accessToken).toBe(issued.access_token);
});
