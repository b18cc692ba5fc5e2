import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerWidgetLoader, useLocation, type WidgetLoader } from '@platform/shared';
import { answer, renderWithProviders } from '@platform/shared/testing';
import { savedProfile } from '../../features/account/fixtures';
import AccountPage from './AccountPage';
import { CARD_LINK_BANNER_MS } from './card-link-result';

/** Shows where the page's URL stands, to see the params leave it. */
function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="URL">{`${pathname}${search}`}</output>;
}

function renderAccount(route = '/profile/account') {
  answer('get', '/account/profile', savedProfile);
  renderWithProviders(
    <>
      <AccountPage />
      <CurrentUrl />
    </>,
    { route },
  );
}

const url = () => screen.getByRole('status', { name: 'URL' });

/** The host's loader, standing in for mfe-commerce's widgets. */
function registerCommerceWidgets() {
  const loader = jest.fn<ReturnType<WidgetLoader>, Parameters<WidgetLoader>>(
    async (_remote, module) => ({
      default: () => <p>{module === './CurrentPlan' ? 'Plan Pro' : 'Visa •••• 4242'}</p>,
    }),
  );
  registerWidgetLoader(loader);
  return loader;
}

describe('AccountPage', () => {
  afterEach(() => {
    registerWidgetLoader(null);
    jest.useRealTimers();
  });

  it('shows "Mi Plan" and "Mis Tarjetas" from mfe-commerce under the page title', async () => {
    const loader = registerCommerceWidgets();
    renderAccount();

    expect(screen.getByRole('heading', { level: 1, name: 'Mi Cuenta' })).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Mi Plan' });
    const cards = screen.getByRole('region', { name: 'Mis Tarjetas' });
    expect(await within(plan).findByText('Plan Pro')).toBeInTheDocument();
    expect(await within(cards).findByText('Visa •••• 4242')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mfe_commerce', './CurrentPlan', { reload: false });
    expect(loader).toHaveBeenCalledWith('mfe_commerce', './SavedCards', { reload: false });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has the personal information, the password and the preferences above the plan', async () => {
    registerCommerceWidgets();
    renderAccount();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Información personal',
      'Contraseña',
      'Preferencias',
      'Mi Plan',
      'Mis Tarjetas',
    ]);
    const personal = screen.getByRole('region', { name: 'Información personal' });
    expect(await within(personal).findByRole('textbox', { name: /Nombre/ })).toHaveValue('Camila');
    expect(
      within(screen.getByRole('region', { name: 'Contraseña' })).getByRole('button', {
        name: 'Cambiar contraseña',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Plan Pro')).toBeInTheDocument();
  });

  it('says the sections are not available when the remote runs standalone', () => {
    renderAccount();
    expect(screen.getAllByText('Sección no disponible en este modo')).toHaveLength(2);
  });

  it.each([
    ['addCardStatus=success', 'status', 'Tarjeta enlazada correctamente a tu cuenta'],
    ['card_link_status=success', 'status', 'Tarjeta enlazada correctamente a tu cuenta'],
    [
      'addCardStatus=error',
      'alert',
      'No se pudo enlazar la tarjeta. Por favor, intenta nuevamente.',
    ],
  ])('tells the card-link result of %s for 5 seconds, then cleans the URL', (query, role, text) => {
    jest.useFakeTimers();
    registerCommerceWidgets();
    renderAccount(`/profile/account?tab=plan&${query}`);

    const banner = screen.getByText(text).closest(`[role="${role}"]`);
    expect(banner).toBeInTheDocument();
    expect(url()).toHaveTextContent(query);

    act(() => jest.advanceTimersByTime(CARD_LINK_BANNER_MS - 1));
    expect(screen.getByText(text)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(url()).toHaveTextContent(/^\/profile\/account\?tab=plan$/);
  });

  it('adds the provider’s error message under the failure, and drops it from the URL too', () => {
    jest.useFakeTimers();
    renderAccount(
      '/profile/account?card_link_status=error&error_message=Tarjeta%20rechazada%20por%20el%20emisor',
    );
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent(
      'No se pudo enlazar la tarjeta. Por favor, intenta nuevamente.',
    );
    expect(banner).toHaveTextContent('Tarjeta rechazada por el emisor');

    act(() => jest.advanceTimersByTime(CARD_LINK_BANNER_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(url()).toHaveTextContent(/^\/profile\/account$/);
  });

  it('can be closed before the 5 seconds are up', async () => {
    renderAccount('/profile/account?addCardStatus=success');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(
      screen.queryByText('Tarjeta enlazada correctamente a tu cuenta'),
    ).not.toBeInTheDocument();
    expect(url()).toHaveTextContent(/^\/profile\/account$/);
  });

  it('shows no banner for a status it does not know', () => {
    renderAccount('/profile/account?addCardStatus=pending');
    expect(screen.queryByText(/Tarjeta enlazada|No se pudo enlazar/)).not.toBeInTheDocument();
  });
});
