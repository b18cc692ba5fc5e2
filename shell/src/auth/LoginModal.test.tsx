import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@platform/shared';
import { renderWithProviders } from '@platform/shared/testing';
import LoginModal from './LoginModal';
import { useLoginModal } from './login-modal-store';

const tokenEndpoint = 'http://localhost:4000/oidc/token';

function jsonResponse(status: number, body: object) {
  return {
    ok: status < 400,
    status,
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
    },
    json: async () => body,
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

/** jsdom has no fetch: stand in for the identity provider's discovery and token endpoints. */
function mockProvider(tokenResponse: { status: number; body: object }) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) =>
    String(input).includes('.well-known/openid-configuration')
      ? jsonResponse(200, { issuer: 'http://localhost:4000/oidc', token_endpoint: tokenEndpoint })
      : jsonResponse(tokenResponse.status, tokenResponse.body),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function openModal() {
  renderWithProviders(<LoginModal />);
  await act(async () => useLoginModal.getState().openLogin('/orders'));
  return screen.findByRole('dialog', { name: 'Iniciar Sesión' });
}

describe('LoginModal (spec 1 §2.4)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    useLoginModal.getState().close();
  });

  it('shows and hides the password', async () => {
    await openModal();
    const password = screen.getByLabelText('Contraseña', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("answers a wrong password with 'Usuario o contraseña incorrectos'", async () => {
    mockProvider({ status: 400, body: { error: 'invalid_grant' } });
    await openModal();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'demo@tienda.cl');
    await userEvent.type(screen.getByLabelText('Contraseña', { selector: 'input' }), 'mala');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Usuario o contraseña incorrectos')).toBeInTheDocument();
  });

  it('runs the three-step recovery and confirms even when the request fails', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('down'));
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'sin-arroba');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(
      await screen.findByText('Por favor, ingresa un correo electrónico válido'),
    ).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Correo electrónico'));
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'demo@tienda.cl');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(/El enlace expira en 24 horas/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
  });
});
