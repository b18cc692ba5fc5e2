import type { Queryable } from '../db/index.ts';
import { KNOWN_TOUR_IDS, type TourId, type VisitedTours } from './contract.ts';

/**
 * The tours the front ends run (TOUR_IDS of @platform/shared/tours): the dashboard's (spec 1
 * §2.9) and the client detail's (spec 3 §2). A new tour needs its id here too.
 */

export function isKnownTour(id: string): id is TourId {
  return (KNOWN_TOUR_IDS as readonly string[]).includes(id);
}

/** The user's visited map, every known tour present (table `user_tours`, one row per visit). */
export async function readVisitedTours(db: Queryable, userId: string): Promise<VisitedTours> {
  const { rows } = await db.query<{ tourId: string; visitedAt: Date | string | null }>(
    `select tour_id as "tourId", visited_at as "visitedAt" from user_tours
     where user_id = $1 and tour_id = any($2)`,
    [userId, [...KNOWN_TOUR_IDS]],
  );
  const visited = Object.fromEntries(KNOWN_TOUR_IDS.map((id) => [id, null])) as VisitedTours;
  for (const row of rows) {
    if (isKnownTour(row.tourId) && row.visitedAt !== null) {
      visited[row.tourId] = new Date(row.visitedAt).toISOString();
    }
  }
  return visited;
}

/** Records the visit; the first visit's date is kept. */
export async function markTourVisited(
  db: Queryable,
  userId: string,
  tourId: TourId,
  visitedAt: Date,
): Promise<void> {
  await db.query(
    `insert into user_tours (user_id, tour_id, visited_at) values ($1, $2, $3)
     on conflict (user_id, tour_id)
     do update set visited_at = coalesce(user_tours.visited_at, excluded.visited_at)`,
    [userId, tourId, visitedAt],
  );
}
