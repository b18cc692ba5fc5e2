import type { Queryable } from './index.ts';

export type SeedScale = 'demo' | 'bench' | 'test';

export interface SeedOptions {
  scale: SeedScale;
  now?: Date;
}

/** Temporary placeholder while the full seed is being written. */
export async function seedDatabase(_db: Queryable, _options: SeedOptions): Promise<void> {}
