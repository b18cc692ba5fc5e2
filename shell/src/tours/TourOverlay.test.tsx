import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, AppProvider, requestTour } from '@platform/shared';
import { TourOverlay } from './TourOverlay';
import { useTourEngine } from './tour-engine';

describe('TourOverlay', () => {
  beforeEach(() =>
    useTourEngine.setState({ status: 'inactive', tourId: null, steps: [], index: 0 }),
  );
  afterEach(() => jest.restoreAllMocks());

  it('runs a tour a remote requests: "Paso N de M", Anterior, Siguiente, Finalizar', async () => {
    const mark = jest.spyOn(apiClient, 'put').mockResolvedValue({});
    render(
      <AppProvider>
        <h1 data-tour="title">Panel</h1>
        <TourOverlay />
      </AppProvider>,
    );
    await act(async () => {
      requestTour('dashboard', [
        { target: '[data-tour="title"]', title: 'Bienvenida', content: 'Este es tu panel.' },
        { target: '[data-tour="title"]', title: 'Métricas', content: 'Tus indicadores.' },
      ]);
    });

    expect(await screen.findByText('Paso 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Bienvenida' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anterior' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Paso 2 de 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByText('Paso 1 de 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mark).toHaveBeenCalledWith(
      '/store/tours/dashboard/mark-as-visited',
      expect.objectContaining({ tourId: 'dashboard' }),
    );
  });
});
