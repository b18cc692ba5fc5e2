// Copy of /status (spec 3 §2, §8). Re-exported by src/messages.ts.
export const statusMessages = {
  title: 'Estado del Sistema',
  subtitle: 'El estado de los servicios de la plataforma, medido en tiempo real.',
  refresh: 'Actualizar',
  refreshing: 'Actualizando...',
  loading: 'Cargando el estado del sistema...',
  lastChecked: (when: string) => `Última verificación: ${when}`,
  autoRefresh: 'Se actualiza automáticamente cada 30 segundos.',
  error: 'Error al cargar el estado del sistema. Por favor, intente nuevamente.',
  errorTitle: 'No pudimos cargar el estado',
  overall: {
    operational: 'Todos los sistemas operativos',
    degraded: 'Algunos sistemas presentan problemas',
    outage: 'Interrupción del servicio',
  },
  overallDetail: {
    operational: 'Todos los servicios responden con normalidad.',
    degraded: 'La plataforma funciona, pero algunos servicios responden con limitaciones.',
    outage: 'Uno o más servicios no están disponibles. Estamos trabajando para restablecerlos.',
  },
  uptime: {
    title: 'Disponibilidad',
    last24h: 'Últimas 24 horas',
    last7d: 'Últimos 7 días',
    last30d: 'Últimos 30 días',
  },
  components: {
    title: 'Componentes',
    latency: (ms: number) => `${ms} ms`,
    latencyLabel: 'Tiempo de respuesta',
    updated: (when: string) => `Actualizado: ${when}`,
  },
  incidents: {
    title: 'Historial de incidentes',
    empty: 'No hay incidentes registrados en los últimos 90 días.',
    started: (when: string) => `Inicio: ${when}`,
    resolved: (when: string) => `Resuelto: ${when}`,
    duration: (text: string) => `Duración: ${text}`,
    status: {
      investigating: 'En investigación',
      monitoring: 'En observación',
      resolved: 'Resuelto',
    },
  },
} as const;
