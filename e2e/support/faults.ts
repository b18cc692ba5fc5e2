// The api's development fault switch (api/src/dev/database-fault.ts; development mode only).
import { API_URL } from './env';

/** fetch, trying again for a while when the api is not answering (it restarts when its code changes). */
async function callApi(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`${API_URL}${path}`, {
        method,
        headers: body ? { 'Content-Type': 'application/json' } : undefined,
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}`);
      return;
    } catch (error) {
      const unreachable = error instanceof TypeError; // fetch failed: nobody listening
      if (!unreachable || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** Stops the api's database for `durationSeconds` (it comes back by itself after that). */
export function stopDatabase(durationSeconds = 60): Promise<void> {
  return callApi('POST', '/dev/faults/database', { durationSeconds });
}

/** Lets the api's database answer again. */
export function restartDatabase(): Promise<void> {
  return callApi('DELETE', '/dev/faults/database');
}
