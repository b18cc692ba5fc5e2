import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_EVENTS, onAppEvent } from '@platform/shared';
import { renderWithProviders } from '@platform/shared/testing';
import { TourButton } from './TourButton';

describe('TourButton', () => {
  it("asks the shell's tours engine for the 'dashboard' tour with its steps", async () => {
    const heard = jest.fn();
    const stop = onAppEvent(APP_EVENTS.startTour, heard);
    renderWithProviders(<TourButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar tour' }));
    stop();

    expect(heard).toHaveBeenCalledTimes(1);
    const { tourId, steps, auto } = heard.mock.calls[0][0];
    expect(tourId).toBe('dashboard');
    // On demand: it starts even when the merchant has already seen it.
    expect(auto).toBeUndefined();
    expect(steps).toHaveLength(7);
    for (const step of steps) {
      expect(step.target).toMatch(/^\[data-tour="dashboard-[a-z-]+"\]$/);
      expect(step.title.length).toBeGreaterThan(0);
    }
  });
});
