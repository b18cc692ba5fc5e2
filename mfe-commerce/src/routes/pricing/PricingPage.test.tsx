import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answer,
  apiError,
  inTurn,
  renderWithProviders,
  signOutForTest,
} from '@platform/shared/testing';
import { plansWithAnnual, seedPlans } from '../../features/pricing/fixtures';
import PricingPage from './PricingPage';

// The page as a visitor sees it: no session, so no call but the public list of plans.

function renderPage(route = '/pricing') {
  return renderWithProviders(<PricingPage />, { route });
}

const planCard = (name: string) => screen.getByRole('article', { name });
const plansGrid = () => planCard('Starter').parentElement!;
const calculator = () => screen.getByRole('region', { name: 'Calcula cuánto pagarías' });
const carousel = () => screen.getByRole('region', { name: 'Escenarios de ejemplo' });
const slider = () => within(calculator()).getByRole('slider', { name: 'Suscriptores activos' });

/** The calculator's result per plan, as its text reads. */
function calculatorResults() {
  return within(calculator())
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('PricingPage (visitor)', () => {
  beforeEach(() => signOutForTest());

  it('shows the plans with their features and help texts, and the register link', async () => {
    answer('get', '/store-subscriptions', { plans: seedPlans() });
    renderPage();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Paga según crece tu tienda',
    );
    const pro = await screen.findByRole('article', { name: 'Pro' });
    expect(pro).toHaveTextContent('$990por suscriptor activo al mes');
    expect(pro).toHaveTextContent('Costo mínimo de $500.000 al mes');
    expect(pro).toHaveTextContent('Más popular');
    const features = within(pro).getByRole('list', { name: 'Qué incluye Pro' });
    expect(within(features).getAllByRole('listitem')[2]).toHaveTextContent(
      'Incluido: Dominio personalizadoConecta www.tutienda.cl',
    );
    const starter = planCard('Starter');
    expect(starter).toHaveTextContent('Sin costo mínimo: pagas solo lo que usas');
    expect(within(starter).getByText('Dominio personalizado')).toHaveTextContent(
      'No incluido: Dominio personalizado',
    );
    expect(within(starter).getByText('Disponible en el Plan Pro')).toBeInTheDocument();

    expect(within(starter).getByRole('link', { name: 'Comenzar con Starter' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(pro).getByRole('link', { name: 'Comenzar con Pro' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Crear mi tienda' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByRole('button', { name: /Mejorar a|Cambiar a/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Tu plan actual')).not.toBeInTheDocument();
  });

  it('switches between 3 monthly columns and 2 annual ones', async () => {
    const user = userEvent.setup();
    answer('get', '/store-subscriptions', { plans: seedPlans() });
    renderPage();

    await screen.findByRole('article', { name: 'Starter' });
    const monthly = screen.getByRole('radio', { name: 'Mensual' });
    expect(monthly).toBeChecked();
    expect(screen.getByRole('group', { name: 'Período de facturación' })).toBeInTheDocument();
    expect(plansGrid()).toHaveAttribute('data-columns', '3');
    // Two plans leave the third monthly column to the advice card.
    expect(screen.getByRole('region', { name: '¿No sabes qué plan elegir?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/contact');

    await user.click(screen.getByRole('radio', { name: 'Anual' }));

    expect(screen.getByRole('radio', { name: 'Anual' })).toBeChecked();
    expect(plansGrid()).toHaveAttribute('data-columns', '2');
    expect(
      screen.queryByRole('region', { name: '¿No sabes qué plan elegir?' }),
    ).not.toBeInTheDocument();
    expect(
      screen
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Starter', 'Pro']);
    expect(planCard('Starter')).toHaveTextContent('$19.080por suscriptor activo al año');
    expect(planCard('Starter')).toHaveTextContent('Equivale a $1.590 al mes');
    expect(planCard('Pro')).toHaveTextContent('Costo mínimo de $6.000.000 al año');
    expect(
      screen.getByText('Montos de facturación anual: 12 meses de cada plan.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Mensual' }));
    expect(plansGrid()).toHaveAttribute('data-columns', '3');
  });

  it('shows the annual plans the api publishes, from the URL', async () => {
    answer('get', '/store-subscriptions', { plans: plansWithAnnual() });
    renderPage('/pricing?facturacion=anual');

    expect(await screen.findByRole('article', { name: 'Starter Anual' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Anual' })).toBeChecked();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('article', { name: 'Starter' })).not.toBeInTheDocument();
    expect(planCard('Pro Anual')).toHaveTextContent('$10.680por suscriptor activo al año');
    expect(screen.queryByText(/Montos de facturación anual/)).not.toBeInTheDocument();
  });

  it('computes each plan’s cost for the slider’s subscribers and recommends the cheapest', async () => {
    const user = userEvent.setup();
    answer('get', '/store-subscriptions', { plans: seedPlans() });
    renderPage();
    await screen.findByRole('article', { name: 'Starter' });

    expect(slider()).toHaveAttribute('min', '1');
    expect(slider()).toHaveAttribute('max', '100');
    expect(slider()).toHaveAttribute('aria-valuetext', '100 suscriptores');

    fireEvent.change(slider(), { target: { value: '1' } });
    expect(slider()).toHaveAttribute('aria-valuetext', '10 suscriptores');
    expect(calculatorResults()).toEqual([
      'StarterRecomendado$15.900 al mes',
      'Pro$500.000 al mes*Se aplica el costo mínimo del plan',
    ]);
    expect(
      within(calculator()).getByText('Para 10 suscriptores te conviene Starter: $15.900 al mes.'),
    ).toBeInTheDocument();

    fireEvent.change(slider(), { target: { value: '51' } });
    expect(slider()).toHaveAttribute('aria-valuetext', '510 suscriptores');
    expect(calculatorResults()).toEqual([
      'Starter$810.900 al mes',
      'ProRecomendado$504.900 al mes',
    ]);
    expect(
      within(calculator()).queryByText('*Se aplica el costo mínimo del plan'),
    ).not.toBeInTheDocument();

    fireEvent.change(slider(), { target: { value: '100' } });
    expect(calculatorResults()).toEqual([
      'Starter$1.590.000 al mes',
      'ProRecomendado$990.000 al mes',
    ]);
    expect(
      within(calculator()).getByText('Para 1.000 suscriptores te conviene Pro: $990.000 al mes.'),
    ).toBeInTheDocument();

    // Annual billing counts 12 months of both the usage and the minimum.
    await user.click(screen.getByRole('radio', { name: 'Anual' }));
    expect(calculatorResults()).toEqual([
      'Starter$19.080.000 al año',
      'ProRecomendado$11.880.000 al año',
    ]);
    fireEvent.change(slider(), { target: { value: '1' } });
    expect(calculatorResults()[1]).toBe('Pro$6.000.000 al año*Se aplica el costo mínimo del plan');
  });

  it('walks through the four scenarios with previous, next and the slide buttons', async () => {
    const user = userEvent.setup();
    answer('get', '/store-subscriptions', { plans: seedPlans() });
    renderPage();
    await screen.findByRole('article', { name: 'Starter' });

    const slide = () => within(carousel()).getByRole('group');
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(slide()).toHaveAccessibleName('Escenario 1 de 4');
    expect(slide()).toHaveTextContent('100 suscriptores');
    expect(slide()).toHaveTextContent('Una tienda que comienza');
    expect(slide()).toHaveTextContent('Pro cobraría su costo mínimo de $500.000.');

    await user.click(within(carousel()).getByRole('button', { name: 'Escenario siguiente' }));
    expect(slide()).toHaveAccessibleName('Escenario 2 de 4');
    expect(slide()).toHaveTextContent(
      'Desde 315 suscriptores, Pro pasa a ser el plan más económico',
    );
    expect(
      within(carousel()).getByText('Escenario 2 de 4: Cuándo conviene cambiar de plan'),
    ).toBeInTheDocument();

    await user.click(within(carousel()).getByRole('button', { name: 'Escenario siguiente' }));
    expect(slide()).toHaveTextContent('505 suscriptores');
    expect(slide()).toHaveTextContent('(505 × $990 = $499.950)');

    await user.click(within(carousel()).getByRole('button', { name: 'Ir al escenario 4' }));
    expect(slide()).toHaveAccessibleName('Escenario 4 de 4');
    expect(slide()).toHaveTextContent('Pro cuesta $990.000 al mes: $600.000 menos que Starter.');
    expect(within(carousel()).getByRole('button', { name: 'Ir al escenario 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(within(carousel()).getByRole('button', { name: 'Escenario siguiente' }));
    expect(slide()).toHaveAccessibleName('Escenario 1 de 4');
    await user.click(within(carousel()).getByRole('button', { name: 'Escenario anterior' }));
    expect(slide()).toHaveAccessibleName('Escenario 4 de 4');
  });

  it('shows an error with a retry when the plans cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(
      'get',
      '/store-subscriptions',
      inTurn(() => apiError(500), { plans: seedPlans() }),
    );
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar los planes');
    expect(alert).toHaveTextContent(
      'No se pudieron cargar los planes de precios. Por favor, intenta nuevamente.',
    );
    expect(
      screen.queryByRole('region', { name: 'Calcula cuánto pagarías' }),
    ).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Pro' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('reads an empty list (what the api answers when it fails) as a failure too', async () => {
    answer('get', '/store-subscriptions', { plans: [] });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar los planes');
    expect(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' }),
    ).toBeInTheDocument();
  });
});
