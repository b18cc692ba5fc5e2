import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, inTurn, renderWithProviders } from '@platform/shared/testing';
import { templateList } from '../../features/email-templates/fixtures';
import EmailTemplatesPage from './EmailTemplatesPage';

jest.setTimeout(30_000);

const ROUTE = '/customization/email-templates';

describe('EmailTemplatesPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lists the templates and opens the first one in the editor', async () => {
    answer('get', '/email-templates', templateList);
    renderWithProviders(<EmailTemplatesPage />, { route: ROUTE });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Plantillas de Correo' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('status', { name: 'Cargando las plantillas de correo...' }),
    ).toBeInTheDocument();

    const list = await screen.findByRole('navigation', { name: 'Plantillas' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Confirmación de pedidoSe envía cuando se registra el pago de un pedido.Asunto: Recibimos tu pedido #{{numero_orden}}',
      'BienvenidaSe envía cuando un cliente crea su cuenta.Asunto: ¡Bienvenido/a a {{nombre_tienda}}!',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('form', { name: 'Confirmación de pedido' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Asunto/ })).toHaveValue(
      'Recibimos tu pedido #{{numero_orden}}',
    );
  });

  it('opens the template the address names', async () => {
    answer('get', '/email-templates', templateList);
    const [, welcome] = templateList.templates;
    renderWithProviders(<EmailTemplatesPage />, { route: `${ROUTE}?template=${welcome!.id}` });
    expect(await screen.findByRole('form', { name: 'Bienvenida' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Bienvenida/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says the load failed and tries again on request', async () => {
    const load = answer(
      'get',
      '/email-templates',
      inTurn(() => apiError(500, 'Error interno del servidor'), templateList),
    );
    renderWithProviders(<EmailTemplatesPage />, { route: ROUTE });
    expect(await screen.findByText('Error al cargar las plantillas de correo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('form', { name: 'Confirmación de pedido' })).toBeInTheDocument();
    expect(load.requests).toHaveLength(2);
  });

  it('tells the merchant to contact the administrator when the store has no templates', async () => {
    answer('get', '/email-templates', { templates: [] });
    renderWithProviders(<EmailTemplatesPage />, { route: ROUTE });
    expect(
      await screen.findByRole('heading', { name: 'No hay plantillas de correo' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Contacta al administrador de la plataforma/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
