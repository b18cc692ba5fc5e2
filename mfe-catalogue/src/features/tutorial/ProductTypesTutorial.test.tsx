import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders, signInForTest, signOutForTest } from '@platform/shared/testing';
import {
  markTutorialSeen,
  ProductTypesTutorial,
  tutorialSeenKey,
  useTutorialSeen,
} from './ProductTypesTutorial';

// Chakra's checkbox (zag) builds PointerEvents, which jsdom lacks.
if (typeof window.PointerEvent === 'undefined') {
  Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
}

const ACKNOWLEDGE = 'Entiendo la diferencia, no volver a mostrar más';

/** The page's use of it: shown until seen, or until closed in this visit. */
function TutorialOnEmptyCatalogue() {
  const seen = useTutorialSeen();
  const [closed, setClosed] = useState(false);
  if (seen || closed) return <p>Catálogo</p>;
  return <ProductTypesTutorial onClose={() => setClosed(true)} />;
}

describe('ProductTypesTutorial', () => {
  beforeEach(() => signInForTest({ sub: 'merchant-7' }));
  afterEach(() => {
    act(() => signOutForTest());
    window.localStorage.clear();
  });

  it('explains the product types with the spec’s wording', async () => {
    renderWithProviders(<ProductTypesTutorial onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tipos de productos' });
    const section = (name: string) => within(dialog).getByRole('region', { name });
    expect(section('Producto individual')).toHaveTextContent(
      'Requiere un plan activo, y su recurrencia sigue la del plan',
    );
    expect(section('Pack')).toHaveTextContent('Tiene su propia recurrencia');
    expect(section('Plan (membresía)')).toHaveTextContent(
      'Un cliente tiene un solo plan, pero puede tener varios packs.',
    );
    expect(within(dialog).getByRole('checkbox', { name: ACKNOWLEDGE })).not.toBeChecked();
  });

  it('cannot be closed until the box is ticked, then closes and is remembered', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(<ProductTypesTutorial onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tipos de productos' });
    const close = within(dialog).getByRole('button', { name: 'Cerrar' });
    const checkbox = within(dialog).getByRole('checkbox', { name: ACKNOWLEDGE });
    expect(close).toHaveAttribute('aria-disabled', 'true');

    // Neither the button, nor Escape, nor a click outside closes it yet.
    await user.click(close);
    await waitFor(() => expect(checkbox).toHaveFocus());
    expect(checkbox).toHaveAccessibleDescription(
      'Marca "Entiendo la diferencia, no volver a mostrar más" para cerrar.',
    );
    await user.keyboard('{Escape}');
    const backdrop = document.querySelector<HTMLElement>('[data-part="backdrop"]')!;
    await userEvent.setup({ pointerEventsCheck: 0 }).click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Tipos de productos' })).toBeInTheDocument();
    expect(window.localStorage.getItem(tutorialSeenKey('merchant-7'))).toBeNull();

    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(close).not.toHaveAttribute('aria-disabled');
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(
      window.localStorage.getItem('platform.catalogue.productTypesTutorialSeen.merchant-7'),
    ).toBe('true');
  });

  it('closes with Escape once ticked', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(<ProductTypesTutorial onClose={onClose} />);
    await user.click(await screen.findByRole('checkbox', { name: ACKNOWLEDGE }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(tutorialSeenKey('merchant-7'))).toBe('true');
  });

  it('is not shown again to the same user once closed', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<TutorialOnEmptyCatalogue />);
    await user.click(await screen.findByRole('checkbox', { name: ACKNOWLEDGE }));
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByText('Catálogo')).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<TutorialOnEmptyCatalogue />);
    expect(screen.getByText('Catálogo')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('useTutorialSeen', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => signOutForTest());
    window.localStorage.clear();
  });

  it('is kept per user, and follows the flag being set', () => {
    signInForTest({ sub: 'merchant-7' });
    const { result } = renderHook(() => useTutorialSeen());
    expect(result.current).toBe(false);
    act(() => markTutorialSeen());
    expect(result.current).toBe(true);

    act(() => signInForTest({ sub: 'merchant-8' }));
    expect(result.current).toBe(false);
  });

  it('waits for the user: while the session is restored, the tutorial is not shown', () => {
    window.localStorage.setItem(tutorialSeenKey('merchant-7'), 'true');
    const { result } = renderHook(() => useTutorialSeen());
    expect(result.current).toBe(true);
    act(() => signInForTest({ sub: 'merchant-7' }));
    expect(result.current).toBe(true);
    act(() => signInForTest({ sub: 'merchant-8' }));
    expect(result.current).toBe(false);
  });

  it('holds for the visit when the browser refuses to store it', () => {
    signInForTest({ sub: 'merchant-9' });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { result } = renderHook(() => useTutorialSeen());
    act(() => markTutorialSeen());
    expect(result.current).toBe(true);
  });
});
