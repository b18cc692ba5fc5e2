import { authStore } from '@platform/shared/core';
import { createTestToken } from '@platform/shared/testing';
import { asMerchant, asVisitor } from './render-turns';

/** A task that records when it starts and what the auth store says then, and ends when told. */
function task(name: string, log: string[]) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    run: async () => {
      const { status, profile } = authStore.getState();
      log.push(`${name} starts ${status}${profile?.given_name ? ` ${profile.given_name}` : ''}`);
      await done;
      log.push(`${name} ends`);
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("renders in a prerender bundle take turns around a merchant's", () => {
  it("runs visitors side by side, a merchant's alone, and gives the store back as it was", async () => {
    const log: string[] = [];
    const first = task('visita 1', log);
    const merchant = task('comercio', log);
    const later = task('visita 2', log);
    const second = task('visita 3', log);

    const runs = [asVisitor(first.run), asVisitor(second.run)];
    const token = createTestToken({ given_name: 'Camila' });
    const merchantRun = asMerchant(token, merchant.run);
    runs.push(asVisitor(later.run));
    await settle();
    expect(log).toEqual(['visita 1 starts loading', 'visita 3 starts loading']);

    // The merchant waits for both visitors under way, and the visitor after waits for it.
    first.finish();
    await settle();
    expect(log).not.toContain('comercio starts authenticated Camila');
    second.finish();
    await settle();
    expect(log.slice(-1)).toEqual(['comercio starts authenticated Camila']);
    merchant.finish();
    await expect(merchantRun).resolves.toBe('comercio');
    await settle();
    expect(log.slice(-2)).toEqual(['comercio ends', 'visita 2 starts loading']);
    expect(authStore.getState().status).toBe('loading');
    later.finish();
    await Promise.all(runs);
  });

  it('gives the store back when the render fails, and runs the next one', async () => {
    const failing = asMerchant(createTestToken({}), () => Promise.reject(new Error('401')));
    await expect(failing).rejects.toThrow('401');
    expect(authStore.getState().accessToken).toBeNull();
    await expect(asVisitor(async () => authStore.getState().status)).resolves.toBe('loading');
  });
});

describe("a merchant's render that is no longer wanted", () => {
  it('never starts when given up before its turn, and lets the next one go when given up during it', async () => {
    const log: string[] = [];
    const busy = task('visita', log);
    const visitor = asVisitor(busy.run);
    const early = new AbortController();
    const skipped = asMerchant(
      createTestToken({ given_name: 'Ana' }),
      async () => 'nunca',
      early.signal,
    );
    early.abort();
    busy.finish();
    await visitor;
    await expect(skipped).rejects.toThrow();

    const hung = new AbortController();
    const stuck = asMerchant(
      createTestToken({ given_name: 'Camila' }),
      () => new Promise<string>(() => undefined),
      hung.signal,
    );
    const next = asVisitor(async () => authStore.getState().status);
    await settle();
    hung.abort();
    await expect(stuck).rejects.toThrow('no longer wanted');
    await expect(next).resolves.toBe('loading');
    expect(log).toEqual(['visita starts loading', 'visita ends']);
  });
});
