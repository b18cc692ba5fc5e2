import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreCreated } from '@platform/api/contracts';
import { APP_EVENTS, queryClient } from '@platform/shared';
import { answer, apiError, HttpResponse, renderWithProviders } from '@platform/shared/testing';
import { StoreSetupPage } from './StoreSetupPage';

const REGISTER = '/auth/private-platform-register';

describe('StoreSetupPage (spec 1 §2.7)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('capitalises each word, counts up to 50, derives the subdomain and enables submit when valid', async () => {
    renderWithProviders(<StoreSetupPage />, { route: '/store-setup' });
    const submit = screen.getByRole('button', { name: 'Crear tienda' });
    // Shown disabled, yet still reachable by the keyboard (it then points at what is missing).
    expect(submit).toHaveAttribute('aria-disabled', 'true');

    const input = screen.getByRole('textbox', { name: /Nombre de la tienda/ });
    await userEvent.type(input, 'café del ñandú');
    expect(input).toHaveValue('Café Del Ñandú');
    expect(screen.getByText('14/50')).toBeInTheDocument();
    expect(screen.getByText('https://cafe-del-nandu.suscribe.cl')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('aria-disabled');
  });

  it('blocks typing past 50 characters and says so', async () => {
    renderWithProviders(<StoreSetupPage />);
    const input = screen.getByRole('textbox', { name: /Nombre de la tienda/ });
    // Pasted up to 48, then typed: the last two keys of four are refused.
    await userEvent.click(input);
    await userEvent.paste('a'.repeat(48));
    await userEvent.type(input, 'aaaa');
    expect((input as HTMLInputElement).value).toHaveLength(50);
    expect(
      screen.getByText('El nombre de la tienda no puede exceder 50 caracteres'),
    ).toBeInTheDocument();
    expect(screen.getByText('50/50')).toBeInTheDocument();
  });

  it('says the name is required when emptied', async () => {
    renderWithProviders(<StoreSetupPage />);
    const input = screen.getByRole('textbox', { name: /Nombre de la tienda/ });
    await userEvent.type(input, 'x');
    await userEvent.clear(input);
    expect(await screen.findByText('El nombre de la tienda es requerido')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear tienda' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('sends the focus back to the empty name, which reads its message, on submit', async () => {
    const post = answer('post', REGISTER, () => apiError(500));
    renderWithProviders(<StoreSetupPage />);
    const input = screen.getByRole('textbox', { name: /Nombre de la tienda/ });
    expect(input).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Crear tienda' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('El nombre de la tienda es requerido');
    expect(post.requests).toHaveLength(0);
  });

  it('refuses a name that gives no address, saying why under the name', async () => {
    const post = answer('post', REGISTER, () => apiError(500));
    renderWithProviders(<StoreSetupPage />);
    const input = screen.getByRole('textbox', { name: /Nombre de la tienda/ });
    await userEvent.type(input, '¡¡!!');
    await userEvent.click(screen.getByRole('button', { name: 'Crear tienda' }));
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAccessibleDescription(
      'El subdominio solo puede contener letras minúsculas, números y guiones',
    );
    expect(post.requests).toHaveLength(0);
  });

  it("shows the server's message when the store cannot be created", async () => {
    answer('post', REGISTER, () => apiError(409, 'El subdominio ya está en uso'));
    renderWithProviders(<StoreSetupPage />);
    await userEvent.type(
      screen.getByRole('textbox', { name: /Nombre de la tienda/ }),
      'Café Cordillera',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crear tienda' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El subdominio ya está en uso');
  });

  it("falls back to 'Error al crear la tienda' without a server message", async () => {
    answer('post', REGISTER, () => new HttpResponse(null, { status: 500 }));
    renderWithProviders(<StoreSetupPage />);
    await userEvent.type(
      screen.getByRole('textbox', { name: /Nombre de la tienda/ }),
      'Café Cordillera',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crear tienda' }));
    expect(await screen.findByText('Error al crear la tienda')).toBeInTheDocument();
  });

  it('creates the store, announces it, offers the dashboard and forgets what was read without it', async () => {
    const created: StoreCreated = {
      message: 'Tienda creada correctamente',
      store: { id: 's1', name: 'Café Cordillera', subdomain: 'cafe-cordillera', publishedAt: null },
    };
    const post = answer('post', REGISTER, () => HttpResponse.json(created, { status: 201 }));
    // An answer read before the store existed, by the shell or any remote.
    queryClient.setQueryData(['store', 'summary'], { hasStore: false });
    const announced = jest.fn();
    window.addEventListener(APP_EVENTS.storeSetupComplete, announced);
    renderWithProviders(<StoreSetupPage />);
    await userEvent.type(
      screen.getByRole('textbox', { name: /Nombre de la tienda/ }),
      'café cordillera',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crear tienda' }));

    expect(await screen.findByText('¡Tu tienda está lista!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir al Panel de Control' })).toBeInTheDocument();
    expect(post.requests.map((request) => request.body)).toEqual([
      { businessName: 'Café Cordillera', subdomain: 'cafe-cordillera' },
    ]);
    expect(announced).toHaveBeenCalled();
    expect(queryClient.getQueryState(['store', 'summary'])?.isInvalidated).toBe(true);
    window.removeEventListener(APP_EVENTS.storeSetupComplete, announced);
  });
});
