import type { TourStep } from '@platform/shared';

/**
 * The 'dashboard' tour (spec 1 §2.9). The shell's engine shows each step over its target with
 * 'Paso N de M' and Anterior / Siguiente / Finalizar; targets are this page's `data-tour` marks.
 */
export const DASHBOARD_TOUR_STEPS: TourStep[] = [
  {
    target: '[data-tour="dashboard-range"]',
    title: 'Elige el período',
    content:
      'Usa los accesos rápidos o elige tus fechas en el calendario. Todo el panel se calcula para ese período.',
    placement: 'bottom',
  },
  {
    target: '[data-tour="dashboard-metrics"]',
    title: 'Tus indicadores',
    content:
      'Cada tarjeta muestra el valor del período y cuánto cambió frente al período anterior. Pasa el cursor sobre una tarjeta para comparar ambos períodos.',
    placement: 'bottom',
  },
  {
    target: '[data-tour="dashboard-evolution"]',
    title: 'Evolución',
    content: 'Sigue tus ingresos, suscripciones y clientes a lo largo del período en el gráfico.',
    placement: 'top',
  },
  {
    target: '[data-tour="dashboard-reports"]',
    title: 'Reportes',
    content:
      'Descarga en CSV los reportes de ingresos, clientes, suscripciones y el pronóstico de inventario del período elegido.',
    placement: 'left',
  },
  {
    target: '[data-tour="dashboard-plan"]',
    title: 'Tu plan',
    content: 'Revisa tu plan actual, tus suscriptores activos y el costo estimado del mes.',
    placement: 'left',
  },
  {
    target: '[data-tour="dashboard-low-stock"]',
    title: 'Productos bajo stock',
    content: 'Los productos que llegaron a su stock mínimo, para que los repongas a tiempo.',
    placement: 'top',
  },
  {
    target: '[data-tour="dashboard-deliveries"]',
    title: 'Próximas entregas',
    content: 'Las órdenes pendientes más antiguas: las primeras que debes preparar.',
    placement: 'top',
  },
];
