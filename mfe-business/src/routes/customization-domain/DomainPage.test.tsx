import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, inTurn, renderWithProviders } from '@platform/shared/testing';
import { proDomain, starterDomain } from '../../features/store-domain/fixtures';
import DomainPage from './DomainPage';

describe('DomainPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('gives a Starter store its alias and an upgrade prompt instead of the custom domain', async () => {
    answer('get', '/customization/domain', starterDomain);
    renderWithProviders(<DomainPage />, { route: '/customization/domain' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'URL Personalizada' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('status', { name: 'Cargando la URL de tu tienda...' }),
    ).toBeInTheDocument();

    expect(await screen.findByRole('textbox', { name: /Alias/ })).toHaveValue('cafecordillera');
    const prompt = screen.getByRole('region', { name: 'Dominio personalizado' });
    expect(prompt).toHaveTextContent(
      'El dominio personalizado es exclusivo del Plan Pro. Mejora tu plan para conectar tu propio dominio, como www.mitienda.cl.',
    );
    expect(prompt).toHaveTextContent('Tu plan actual: Starter');
    expect(screen.getByRole('link', { name: 'Mejorar mi plan' })).toHaveAttribute(
      'href',
      '/profile/account',
    );
    expect(screen.queryByRole('textbox', { name: /Dominio/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Instrucciones DNS')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');
  });

  it('gives a Pro store the custom domain with its DNS instructions', async () => {
    answer('get', '/customization/domain', proDomain);
    renderWithProviders(<DomainPage />);
    expect(await screen.findByRole('textbox', { name: /Dominio/ })).toHaveValue(
      'www.huertaverde.cl',
    );
    expect(screen.getByRole('region', { name: 'Instrucciones DNS' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mejorar mi plan' })).not.toBeInTheDocument();
  });

  it('says the load failed and tries again on request', async () => {
    const load = answer(
      'get',
      '/customization/domain',
      inTurn(() => apiError(500, 'Error interno del servidor'), starterDomain),
    );
    renderWithProviders(<DomainPage />);
    expect(await screen.findByText('Error al cargar la URL de tu tienda')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('textbox', { name: /Alias/ })).toHaveValue('cafecordillera');
    expect(load.requests).toHaveLength(2);
  });
});
