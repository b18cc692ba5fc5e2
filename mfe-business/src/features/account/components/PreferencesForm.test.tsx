import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, signInForTest, signOutForTest } from '@platform/shared/testing';
import { SUCCESS_BANNER_MS } from '../../../ui/use-success-banner';
import { PreferencesForm } from './PreferencesForm';

// Chakra's switch (zag) builds PointerEvents, which jsdom lacks.
if (typeof window.PointerEvent === 'undefined') {
  Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
}

const toggle = (name: string) => screen.getByRole('checkbox', { name });

describe('PreferencesForm (spec 3 "My Account"; §7: saving makes no call)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    signInForTest({ sub: 'user-1' });
  });
  afterEach(() => {
    // The form reads the signed-in user: signing out re-renders it.
    act(() => signOutForTest());
    jest.useRealTimers();
  });

  it('starts with order alerts and the weekly summary on', async () => {
    renderWithProviders(<PreferencesForm />);
    await screen.findByRole('form', { name: 'Preferencias' });
    expect(toggle('Avisos de nuevas órdenes')).toBeChecked();
    expect(toggle('Resumen semanal')).toBeChecked();
    expect(toggle('Novedades de la plataforma')).not.toBeChecked();
    expect(toggle('Resumen semanal')).toHaveAccessibleDescription(
      'Cada lunes, las ventas y suscripciones de la semana anterior.',
    );
  });

  it('saves without a call (any request would fail the test), for 3 seconds of banner, and keeps them for the next visit', async () => {
    const { unmount } = renderWithProviders(<PreferencesForm />);
    await userEvent.click(toggle('Resumen semanal'));
    await userEvent.click(toggle('Novedades de la plataforma'));
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(screen.getByRole('status')).toHaveTextContent('Preferencias guardadas correctamente');
    act(() => jest.advanceTimersByTime(SUCCESS_BANNER_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();

    const again = renderWithProviders(<PreferencesForm />);
    expect(toggle('Resumen semanal')).not.toBeChecked();
    expect(toggle('Novedades de la plataforma')).toBeChecked();
    again.unmount();

    // Another user of this browser has their own.
    signInForTest({ sub: 'user-2' });
    renderWithProviders(<PreferencesForm />);
    expect(toggle('Resumen semanal')).toBeChecked();
  });
});
