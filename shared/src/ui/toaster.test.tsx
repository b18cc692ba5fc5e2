import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { toaster } from './toaster';
import { Toaster } from './Toasts';

it('shows a toast created through the shared toaster', async () => {
  renderWithProviders(<Toaster />);
  act(() => {
    toaster.create({
      title: 'Producto creado',
      description: 'Ya está en tu catálogo.',
      type: 'success',
    });
  });
  expect(await screen.findByText('Producto creado')).toBeInTheDocument();
  expect(screen.getByText('Ya está en tu catálogo.')).toBeInTheDocument();
  act(() => toaster.remove());
});

it('announces the first toast, once, so the shell can mount the viewport', () => {
  /* eslint-disable @typescript-eslint/no-require-imports -- a fresh queue per test */
  jest.isolateModules(() => {
    const { APP_EVENTS } = require('../events/app-events') as typeof import('../events/app-events');
    const fresh = require('./toaster') as typeof import('./toaster');
    const announced = jest.fn();
    window.addEventListener(APP_EVENTS.toastQueued, announced);
    try {
      act(() => {
        fresh.toaster.create({ title: 'Guardado', type: 'success' });
        fresh.toaster.create({ title: 'Guardado otra vez', type: 'success' });
      });
      expect(announced).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(APP_EVENTS.toastQueued, announced);
      act(() => fresh.toaster.remove());
    }
  });
  /* eslint-enable @typescript-eslint/no-require-imports */
});
