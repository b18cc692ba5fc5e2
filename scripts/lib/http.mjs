// Small network helpers: wait until a URL answers, check that a port is free.
import net from 'node:net';

/**
 * Polls `url` until it answers with a status below 500.
 * @param {string} url
 * @param {{ timeoutMs?: number, intervalMs?: number, exited?: Promise<unknown>, name?: string }} [options]
 *   `exited`: the service's exit promise, so a crash fails at once instead of at the timeout.
 */
export async function waitForUrl(
  url,
  { timeoutMs = 120_000, intervalMs = 300, exited, name } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  exited?.then(() => {
    died = true;
  });
  let lastError = '';
  while (Date.now() < deadline) {
    if (died) throw new Error(`${name ?? url} exited before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status < 500) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = /** @type {Error} */ (error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(
    `${name ?? url} not ready after ${Math.round(timeoutMs / 1000)} s (${lastError})`,
  );
}

/** True when nothing accepts connections on localhost:port. */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(true);
    });
  });
}

/** The ports of `ports` that are taken (on IPv4 or IPv6 loopback). */
export async function busyPorts(ports) {
  const results = await Promise.all(
    ports.map(async (port) =>
      (await isPortFree(port, '127.0.0.1')) && (await isPortFree(port, '::1')) ? null : port,
    ),
  );
  return results.filter((port) => port !== null);
}
