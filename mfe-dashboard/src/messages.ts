// Spanish copy of mfe-dashboard. Texts the spec gives are kept word for word.
export const messages = {
  dashboard: {
    title: 'Panel de Control',
    subtitle: 'Resumen general de tu negocio',
  },
  metrics: {
    trendUp: 'al alza',
    trendDown: 'a la baja',
    trendFlat: 'sin cambio',
    vsPrevious: 'vs. período anterior',
    unavailable: 'Métrica no disponible',
    loadFailed: 'No se pudieron cargar los indicadores',
    comparison: (current: string, previous: string) =>
      `Período actual: ${current} · Período anterior: ${previous}`,
  },
} as const;
