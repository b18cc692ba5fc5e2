import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CodeSent, SessionTokens } from '@platform/api/contracts';
import { APP_EVENTS, authStore, Route, Routes } from '@platform/shared';
import {
  answer,
  createTestToken,
  HttpResponse,
  renderWithProviders,
  signOutForTest,
} from '@platform/shared/testing';
import RegisterPage from './RegisterPage';

jest.setTimeout(30_000);

const textbox = (name: RegExp | string) => screen.getByRole('textbox', { name });
const accepted: CodeSent = {
  message: 'ok',
  email: 'valentina@cafe.cl',
  expiresInSeconds: 600,
  resendCooldownSeconds: 60,
};
/** POST /auth/public-platform-register takes the registration (201). */
const acceptRegistration = () =>
  answer('post', '/auth/public-platform-register', () =>
    HttpResponse.json(accepted, { status: 201 }),
  );

async function register() {
  await userEvent.type(textbox(/Nombre de la tienda/), 'Café Cordillera Sur');
  await userEvent.type(textbox('Nombre'), 'Valentina');
  await userEvent.type(textbox(/Apellido/), 'Soto');
  await userEvent.type(textbox(/Correo electrónico/), 'valentina@cafe.cl');
  await userEvent.type(screen.getByLabelText(/^Contraseña/), 'Segura#2026');
  await userEvent.type(screen.getByLabelText(/^Confirmar contraseña/), 'Segura#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Crear mi tienda' }));
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/dashboard" element={<p>Panel de Control</p>} />
    </Routes>,
    { route: '/register' },
  );
}

describe('RegisterPage (spec 1 §2.6, §4.4)', () => {
  beforeEach(() => signOutForTest());
  afterEach(() => jest.restoreAllMocks());

  it("'Inicia sesión' asks the shell to open the login modal", async () => {
    const requested = jest.fn();
    window.addEventListener(APP_EVENTS.loginRequested, requested);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Inicia sesión' }));
    expect(requested).toHaveBeenCalledTimes(1);
    window.removeEventListener(APP_EVENTS.loginRequested, requested);
  });

  it('registers, verifies the code, starts the session and opens the dashboard', async () => {
    const accessToken = createTestToken({
      sub: 'u1',
      email: 'valentina@cafe.cl',
      given_name: 'Valentina',
      family_name: 'Soto',
      realm_access: { roles: ['merchant'] },
      exp: Math.floor(Date.now() / 1000) + 300,
    });
    const tokens: SessionTokens = {
      access_token: accessToken,
      id_token: 'i1',
      expires_in: 300,
      token_type: 'Bearer',
      scope: 'openid',
    };
    acceptRegistration();
    answer('post', '/auth/client/verify-code', tokens);
    const issued = jest.fn();
    window.addEventListener(APP_EVENTS.sessionTokensIssued, (event) =>
      issued((event as CustomEvent).detail),
    );
    renderPage();
    await register();

    expect(
      await screen.findByRole('heading', { name: 'Verifica tu correo electrónico' }),
    ).toBeInTheDocument();
    expect(screen.getByText('valentina@cafe.cl')).toBeInTheDocument();
    await userEvent.type(textbox('Código de verificación'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y entrar' }));

    expect(await screen.findByText('Panel de Control')).toBeInTheDocument();
    expect(issued).toHaveBeenCalledWith({
      access_token: accessToken,
      id_token: 'i1',
      expires_in: 300,
    });
    const session = authStore.getState();
    expect(session.status).toBe('authenticated');
    expect(session.accessToken).toBe(accessToken);
    expect(session.profile?.email).toBe('valentina@cafe.cl');
  });

  it("'Volver al registro' returns to the form with what was typed", async () => {
    acceptRegistration();
    renderPage();
    await register();
    await userEvent.click(await screen.findByRole('button', { name: 'Volver al registro' }));
    expect(textbox(/Nombre de la tienda/)).toHaveValue('Café Cordillera Sur');
    expect(textbox(/Correo electrónico/)).toHaveValue('valentina@cafe.cl');
    expect(screen.getByRole('button', { name: 'Crear mi tienda' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});
