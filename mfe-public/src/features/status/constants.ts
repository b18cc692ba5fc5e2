/** Spec 3 §7 and §9: the status page reloads every 30 s, each load after an artificial 1.5 s delay. */
export const STATUS_PAGE = {
  pollIntervalMs: 30_000,
  loadDelayMs: 1_500,
} as const;
