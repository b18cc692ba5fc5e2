// Spanish copy of the guided tours, loaded with it (not with the first page).
export const tourMessages = {
  step: (current: number, total: number) => `Paso ${current} de ${total}`,
  previous: 'Anterior',
  next: 'Siguiente',
  finish: 'Finalizar',
  skip: 'Omitir tour',
  // The card's corner ×: it skips too, under its own name so the two buttons can be told apart.
  close: 'Cerrar tour',
} as const;
