import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@platform/shared/testing';
import { answerPlatformSettings } from '../fixtures/public-site';
import CookiesPage from './cookies/CookiesPage';
import PrivacyPage from './privacy/PrivacyPage';
import TermsPage from './terms/TermsPage';
import { hrefOf } from '../testing/links';

describe('legal pages', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['/privacy', PrivacyPage, 'Política de Privacidad'],
    ['/terms', TermsPage, 'Términos y Condiciones'],
    ['/cookies', CookiesPage, 'Política de Cookies'],
  ])(
    '%s cites law 19.628 and shows the contact details from the settings',
    async (route, Page, title) => {
      answerPlatformSettings();
      renderWithProviders(<Page />, { route });
      expect(screen.getByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
      expect(screen.getByText('Última actualización: 22 de noviembre de 2026')).toBeInTheDocument();
      expect(screen.getAllByText(/Ley N° 19\.628/).length).toBeGreaterThan(0);

      const contact = await screen.findByRole('region', { name: 'Datos de contacto' });
      expect(contact).toHaveTextContent('Suscribe SpA');
      expect(contact).toHaveTextContent('77.421.836-K');
      expect(contact).toHaveTextContent('Av. Providencia 1208, oficina 1603, Providencia');
      expect(hrefOf('contacto@suscribe.cl', within(contact))).toBe('mailto:contacto@suscribe.cl');
      expect(hrefOf('+56 2 2483 1950', within(contact))).toBe('tel:+56224831950');

      const toc = screen.getByRole('navigation', { name: 'Contenido' });
      const [first] = within(toc).getAllByRole('link');
      expect(first?.getAttribute('href')).toMatch(/^#/);
    },
  );

  it('states the minimum age of 18 and the 5 days of notice for cancellations', () => {
    answerPlatformSettings();
    renderWithProviders(<TermsPage />, { route: '/terms' });
    const cancellations = screen.getByRole('region', { name: '5. Cancelaciones' });
    expect(cancellations).toHaveTextContent('aviso de al menos 5 días');
    expect(cancellations).toHaveTextContent('al menos 5 días de anticipación');
    expect(screen.getByRole('region', { name: '2. Registro y cuenta' })).toHaveTextContent(
      'al menos 18 años',
    );
  });

  it('keeps the text readable when the contact details cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = answerPlatformSettings({ failFirst: true });
    const user = userEvent.setup();
    renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar los datos de contacto.');
    expect(screen.getByRole('heading', { name: '6. Tus derechos' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Datos de contacto' })).toBeInTheDocument();
    expect(load.requests).toHaveLength(2);
  });
});
