import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VisitedTours } from '@platform/api/contracts';
import { requestTour, useNavigate } from '@platform/shared';
import { answer, renderWithProviders } from '@platform/shared/testing';
import { TourOverlay } from './TourOverlay';
import { useTourEngine } from './tour-engine';
import { listenForTourRequests } from './tour-requests';

const VISITED: VisitedTours = { dashboard: '2026-11-01T10:00:00.000Z', 'client-detail': null };
const UNVISITED: VisitedTours = { dashboard: null, 'client-detail': null };
const MARK = '/store/tours/dashboard/mark-as-visited';

const steps = [
  { target: '[data-tour="title"]', title: 'Bienvenida', content: 'Este es tu panel.' },
  { target: '[data-tour="title"]', title: 'Métricas', content: 'Tus indicadores.' },
];

function Page() {
  const navigate = useNavigate();
  return (
    <>
      <h1 data-tour="title">Panel</h1>
      <button onClick={() => navigate('/products')}>Productos</button>
    </>
  );
}

describe('TourOverlay', () => {
  let stopListening: () => void;
  beforeEach(() => {
    useTourEngine.setState({ status: 'inactive', tourId: null, steps: [], index: 0, path: null });
    stopListening = listenForTourRequests();
  });
  afterEach(() => stopListening());

  it('runs a tour a remote requests: "Paso N de M", Anterior, Siguiente, Finalizar', async () => {
    const mark = answer('put', MARK, VISITED);
    renderWithProviders(
      <>
        <Page />
        <TourOverlay />
      </>,
    );
    await act(async () => requestTour('dashboard', steps));

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
    await waitFor(() => expect(mark.requests).toHaveLength(1));
    expect(mark.requests[0]?.body).toMatchObject({ tourId: 'dashboard' });
  });

  it('takes the focus to its card and gives it back where it was when the tour ends', async () => {
    answer('put', MARK, VISITED);
    renderWithProviders(
      <>
        <Page />
        <TourOverlay />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Productos' });
    opener.focus();
    await act(async () => requestTour('dashboard', steps));

    expect(await screen.findByRole('dialog', { name: 'Bienvenida' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows a tour the page asked for before the overlay had loaded', async () => {
    answer('get', '/store/tours', UNVISITED);
    requestTour('dashboard', steps, { auto: true });
    await waitFor(() => expect(useTourEngine.getState().status).toBe('active'));

    renderWithProviders(
      <>
        <Page />
        <TourOverlay />
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Bienvenida' })).toHaveTextContent('Paso 1 de 2');
  });

  it('skips with "Omitir tour", "Cerrar tour" or Escape, marking the tour visited', async () => {
    const mark = answer('put', MARK, VISITED);
    renderWithProviders(
      <>
        <Page />
        <TourOverlay />
      </>,
    );
    await act(async () => requestTour('dashboard', steps));
    await screen.findByRole('dialog', { name: 'Bienvenida' });
    // The corner's close button and the text button both skip.
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar tour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => requestTour('dashboard', steps));
    await screen.findByRole('dialog', { name: 'Bienvenida' });
    await userEvent.click(screen.getByRole('button', { name: 'Omitir tour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => requestTour('dashboard', steps));
    expect(await screen.findByRole('dialog', { name: 'Bienvenida' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(mark.requests).toHaveLength(3));
  });

  it('closes the tour, unvisited, when the merchant leaves its page', async () => {
    const mark = answer('put', MARK, VISITED);
    renderWithProviders(
      <>
        <Page />
        <TourOverlay />
      </>,
    );
    await act(async () => requestTour('dashboard', steps));
    expect(await screen.findByRole('dialog', { name: 'Bienvenida' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Productos' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useTourEngine.getState().status).toBe('inactive');
    // An auto request reads the visits only once a visit being recorded is answered: by then a
    // visit sent on leaving would have arrived. (Visited, it starts nothing.)
    answer('get', '/store/tours', VISITED);
    await act(() => useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true }));
    expect(mark.requests).toHaveLength(0);
  });
});
