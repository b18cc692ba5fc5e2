// The api's development fault switch (api/src/routes/dev/database-fault.ts).
import { API_URL } from './env';

/** Stops the api's database for `durationSeconds` (it comes back by itself after that). */
export async function stopDatabase(durationSeconds = 60): Promise<void> {
  const response = await fetch(`${API_URL}/dev/faults/database`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ durationSeconds }),
  });
  if (!response.ok) throw new Error(`POST /dev/faults/database -> ${response.status}`);
}

/** Lets the api's database answer again. */
export async function restartDatabase(): Promise<void> {
  const response = await fetch(`${API_URL}/dev/faults/database`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE /dev/faults/database -> ${response.status}`);
}
