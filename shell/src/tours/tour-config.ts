import type { TourStep } from '@platform/shared/core';

export interface TourConfig {
  enabled: boolean;
  /** Used when the remote asks for the tour without passing its own steps. */
  steps: TourStep[];
}

/** The tours the platform knows; a tour that is not enabled never shows. */
export const tourConfig: Record<string, TourConfig> = {
  dashboard: {
    enabled: true,
    steps: [
      {
        target: 'main h1',
        title: 'Tu Panel de Control',
        content:
          'Aquí ves el resumen de tu negocio: ingresos, suscripciones y clientes del período que elijas.',
      },
    ],
  },
  'client-detail': {
    enabled: true,
    steps: [
      {
        target: 'main h1',
        title: 'Detalle del cliente',
        content:
          'Revisa sus órdenes, suscripciones, direcciones, comunicaciones e historial en las pestañas.',
      },
    ],
  },
};
