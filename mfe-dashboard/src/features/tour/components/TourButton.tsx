import { Button, requestTour, TOUR_IDS } from '@platform/shared';
import { Compass } from 'lucide-react';
import { messages } from '../../../messages';
import { DASHBOARD_TOUR_STEPS } from '../dashboard-tour';

/** The floating 'Iniciar tour' button at the bottom left; the shell's tours engine runs it. */
export function TourButton() {
  return (
    <Button
      position="fixed"
      left={{ base: 4, md: 6 }}
      bottom={{ base: 4, md: 6 }}
      zIndex="docked"
      colorPalette="brand"
      size="sm"
      borderRadius="full"
      boxShadow="lg"
      onClick={() => requestTour(TOUR_IDS.dashboard, DASHBOARD_TOUR_STEPS)}
    >
      <Compass aria-hidden />
      {messages.tour.start}
    </Button>
  );
}
