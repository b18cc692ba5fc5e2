import { screen, within } from '@testing-library/react';
import { answer, HttpResponse, renderWithProviders } from '@platform/shared/testing';
import { storeFixture } from '../../fixtures/public-site';
import PartnersPage from './PartnersPage';
import { hrefOf } from '../../testing/links';

const story = (subscribers: number, coverage: string) => ({
  quote: `Crecimos a ${subscribers} suscriptores.`,
  subscribers,
  coverage,
});

const partners = [
  storeFixture({
    name: 'Huerta Viva',
    isPartner: true,
    clientSince: '2024-03-04',
    successStory: story(1200, 'Santiago'),
  }),
  storeFixture({ name: 'Vitalbox', isPartner: true, successStory: story(2400, 'Todo Chile') }),
  storeFixture({ name: 'Lee Conmigo', isPartner: true, successStory: story(300, 'Santiago') }),
  storeFixture({ name: 'Los Boldos', isPartner: true, rating: null, reviewCount: 0, reviews: [] }),
];

describe('PartnersPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the partner companies, two success stories, the claims and the call to action', async () => {
    const load = answer('get', '/public/stores', { stores: partners, total: 4, categories: [] });
    renderWithProviders(<PartnersPage />, { route: '/partners' });

    expect(screen.getByRole('heading', { name: 'Partners', level: 1 })).toBeInTheDocument();
    const companies = screen.getByRole('region', { name: 'Empresas que confían en nosotros' });
    expect(await within(companies).findAllByRole('article')).toHaveLength(4);
    expect(load.requests[0]!.url.searchParams.get('partner')).toBe('true');

    const huerta = within(companies).getByRole('article', { name: 'Huerta Viva' });
    expect(huerta).toHaveTextContent('Cliente desde 2024');
    expect(within(huerta).getByRole('img', { name: '4,5 de 5 estrellas' })).toBeInTheDocument();
    expect(
      hrefOf('Visitar sitio de Huerta Viva (se abre en una pestaña nueva)', within(huerta)),
    ).toBe(partners[0]!.url);

    const stories = screen.getByRole('region', { name: 'Casos de éxito' });
    expect(within(stories).getAllByRole('figure')).toHaveLength(2);
    expect(stories).toHaveTextContent('Crecimos a 1200 suscriptores.');
    expect(stories).toHaveTextContent('1.200 suscriptores · Cobertura: Santiago');
    expect(stories).toHaveTextContent('2.400 suscriptores · Cobertura: Todo Chile');
    expect(stories).not.toHaveTextContent('Crecimos a 300');

    expect(screen.getByText('10K+')).toBeInTheDocument();
    expect(screen.getByText('24/7')).toBeInTheDocument();
    const cta = screen.getByRole('region', { name: '¿Quieres ser nuestro próximo caso de éxito?' });
    expect(hrefOf('Crear Mi Tienda', within(cta))).toBe('/register');
    expect(hrefOf('Ver precios', within(cta))).toBe('/pricing');
  });

  it('keeps the call to action when the partners cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // No connection.
    answer('get', '/public/stores', () => HttpResponse.error());
    renderWithProviders(<PartnersPage />, { route: '/partners' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar los partners');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear Mi Tienda' })).toBeInTheDocument();
  });
});
