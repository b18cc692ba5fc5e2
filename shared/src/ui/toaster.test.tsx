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
