import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@platform/shared/testing';
import HelpPage from './HelpPage';
import { hrefOf } from '../../testing/links';

const question = (name: string | RegExp) => screen.queryByRole('button', { name });

// Pages with every question rendered are slow to re-render in jsdom.
jest.setTimeout(20_000);

describe('HelpPage', () => {
  it('lists every FAQ category with its questions, the support times and links to status and contact', () => {
    renderWithProviders(<HelpPage />, { route: '/help' });
    expect(screen.getByRole('heading', { name: 'Centro de Ayuda', level: 1 })).toBeInTheDocument();
    for (const category of [
      'Productos, planes y clientes',
      'Pagos y facturación',
      'Personalización',
      'Suscripciones y cuentas',
      'Soporte',
    ]) {
      expect(screen.getByRole('heading', { name: category, level: 2 })).toBeInTheDocument();
    }
    const times = screen.getByRole('heading', { name: 'Tiempos de respuesta' }).closest('section')!;
    expect(times).toHaveTextContent('Respuesta en 24 horas');
    expect(times).toHaveTextContent('Respuesta en 2 horas');
    expect(times).toHaveTextContent('Atención inmediata');
    expect(times).toHaveTextContent('Lunes a Viernes de 09:00 a 18:00');
    expect(hrefOf(/Ver estado del sistema/)).toBe('/status');
    expect(hrefOf(/Ir a contacto/)).toBe('/contact');
  });

  it('opens an answer from its question, with the keyboard too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpPage />, { route: '/help' });
    const trigger = question('¿Cuánto cobra la plataforma?')!;
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/El plan Starter cobra \$1\.590 por suscriptor activo/)).toBeVisible();
  });

  it('filters the questions as the visitor types, without regard to accents', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpPage />, { route: '/help' });
    await user.click(screen.getByRole('searchbox', { name: 'Buscar en el centro de ayuda' }));
    await user.paste('facturacion');
    expect(question('¿Dónde descargo las facturas de la plataforma?')).toBeInTheDocument();
    expect(question('¿Cómo agrego un producto a mi tienda?')).not.toBeInTheDocument();
    expect(screen.getByText(/preguntas? encontradas?/)).not.toHaveTextContent(/^24/);
  });

  it('filters by category and keeps the filters in the URL it was opened with', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpPage />, { route: '/help?category=soporte' });
    const filters = screen.getByRole('group', { name: 'Filtrar preguntas por categoría' });
    expect(within(filters).getByRole('button', { name: 'Soporte' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('heading', { name: 'Pagos y facturación' })).not.toBeInTheDocument();
    expect(question('¿En qué horario atienden?')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'Todas' }));
    expect(screen.getByRole('heading', { name: 'Pagos y facturación' })).toBeInTheDocument();
  });

  it('says so when nothing matches, and offers to see every question again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpPage />, { route: '/help?q=criptomonedas' });
    expect(
      screen.getByRole('heading', { name: 'No se encontraron resultados' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/No hay preguntas que coincidan con "criptomonedas"/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todas las preguntas' }));
    expect(screen.getByRole('searchbox', { name: 'Buscar en el centro de ayuda' })).toHaveValue('');
    expect(screen.getByText('24 preguntas encontradas')).toBeInTheDocument();
  });

  it('clears the search with Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HelpPage />, { route: '/help?q=dominio' });
    const box = screen.getByRole('searchbox', { name: 'Buscar en el centro de ayuda' });
    expect(box).toHaveValue('dominio');
    await user.type(box, '{Escape}');
    expect(box).toHaveValue('');
  });
});
