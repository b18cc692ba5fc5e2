import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@platform/shared/testing';
import { answerPlatformSettings } from '../../fixtures/public-site';
import ContactPage from './ContactPage';
import { hrefOf } from '../../testing/links';

describe('ContactPage', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows e-mail, WhatsApp and phone as real links, the office map and the business hours', async () => {
    answerPlatformSettings();
    renderWithProviders(<ContactPage />, { route: '/contact' });

    expect(screen.getByRole('heading', { name: 'Contacto', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Escribir a contacto@suscribe.cl' }),
    ).toHaveAttribute('href', 'mailto:contacto@suscribe.cl');
    const whatsapp = screen.getByRole('link', { name: /^Escribir por WhatsApp al \+56 9/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/56957312840');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveTextContent('+56 9 5731 2840');
    expect(hrefOf('Llamar al +56 2 2483 1950')).toBe('tel:+56224831950');
    expect(
      screen.getByText('Respondemos en un máximo de 24 horas, todos los días.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Respondemos en un máximo de 2 horas, de lunes a viernes.'),
    ).toBeInTheDocument();

    const map = screen.getByTitle(/Mapa con la ubicación de Av\. Providencia 1208/);
    expect(map.getAttribute('src')).toContain('openstreetmap.org/export/embed.html');
    expect(map.getAttribute('src')).toContain('marker=-33.4289,-70.6196');
    expect(screen.getByRole('link', { name: /Ver en el mapa/ })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=-33.4289&mlon=-70.6196'),
    );

    const hours = screen.getByRole('region', { name: 'Horario de atención' });
    expect(within(hours).getByText('Lunes a Viernes').nextSibling).toHaveTextContent(
      '09:00 - 18:00',
    );
    expect(within(hours).getByText('Sábado').nextSibling).toHaveTextContent('Cerrado');
    expect(within(hours).getByText('Domingo').nextSibling).toHaveTextContent('Cerrado');

    expect(hrefOf(/Ir al Centro de Ayuda/)).toBe('/help');
  });

  it('shows the error with Reintentar, and loads again when asked', async () => {
    const load = answerPlatformSettings({ failFirst: true });
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar la información de contacto');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('link', { name: /^Escribir por WhatsApp al \+56 9/ }),
    ).toBeInTheDocument();
    expect(load.requests).toHaveLength(2);
  });
});
