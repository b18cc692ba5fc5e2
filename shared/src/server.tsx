/**
 * `@platform/shared/server`: rendering the apps' React trees to HTML in Node, at build time (the
 * prerendered public pages, docs/prerendering.md). Never part of a browser bundle.
 *
 * The styles come out as Emotion's own `<style data-emotion>` tags: in the browser, Emotion's
 * cache adopts them when it starts and the Chakra provider's global styles reuse theirs, so the
 * hydrated page inserts no style twice.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

export { StaticRouter } from 'react-router-dom';

/** The key of Emotion's default cache in the browser, which adopts the tags made here. */
const BROWSER_CACHE_KEY = 'css';

export interface RenderedHtml {
  /** The markup of the tree, to be the content of the element the browser hydrates. */
  html: string;
  /** `<style data-emotion>` tags: the global styles and every class the markup uses. */
  styles: string;
}

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders `element` once everything in it has loaded (lazy components, suspended data), and the
 * CSS it uses. Throws on a render error: a page that cannot be rendered must fail its build, not
 * ship half a page.
 */
export async function renderToHtml(element: ReactNode): Promise<RenderedHtml> {
  const cache = createCache({ key: BROWSER_CACHE_KEY });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>{element}</CacheProvider>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary in place: no fallback with a script that swaps the content in later
      // (the page's policy allows no inline script, and the browser hydrates the HTML as is).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await readAll(prelude);
  if (errors.length > 0) throw errors[0];
  const chunks = extractCriticalToChunks(html);
  return { html: chunks.html, styles: constructStyleTagsFromChunks(chunks) };
}
