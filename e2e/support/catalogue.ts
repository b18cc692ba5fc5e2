// The catalogue as the journeys need it: the products page, and the api calls that set up or
// check a journey's own products and categories (the merchant's bearer token, `merchantToken`).
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { API_URL } from './env';

/** A suffix no earlier run used, for names and SKUs (a SKU has at most 20 characters). */
export function uniqueStamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();
}

export interface ApiProduct {
  id: string;
  name: string;
  sku: string;
  price: number;
  stock: number;
  minStock: number;
  isActive: boolean;
  isArchived: boolean;
  categoryId: string | null;
  imageUrl: string | null;
  characteristics?: { title: string; description: string }[];
}

async function call<T>(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${API_URL}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}`);
  return (await response.json()) as T;
}

/** `GET /products` with the page's query parameters. */
export function listProducts(
  token: string,
  query: Record<string, string | number> = {},
): Promise<{ data: ApiProduct[]; total: number }> {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  return call(token, 'GET', `/products?${params}`);
}

export function getProduct(token: string, id: string): Promise<ApiProduct> {
  return call(token, 'GET', `/products/${id}`);
}

/** A product of the journey's own, visible, with the form's defaults for what is not given. */
export function createProduct(
  token: string,
  product: { name: string; sku: string } & Partial<Record<string, unknown>>,
): Promise<ApiProduct> {
  return call(token, 'POST', '/products', { type: 'product', price: 4990, stock: 10, ...product });
}

/** Archives a product a journey made, so the store's active catalogue is as it was. */
export async function archiveProduct(token: string, id: string): Promise<void> {
  await call(token, 'PUT', `/products/${id}/archive`, { isArchived: true });
}

/** Deletes a category with its subcategories (the api wants their ids, as the dialog sends). */
export async function deleteCategory(token: string, category: ApiCategory): Promise<void> {
  await call(token, 'DELETE', `/categories/${category.id}`, {
    productAction: 'uncategorize',
    childCategories: (category.children ?? []).map((child) => child.id),
  });
}

export interface ApiCategory {
  id: string;
  name: string;
  fullName: string;
  children?: ApiCategory[];
}

/** The main categories, each with its subcategories. */
export async function listCategories(token: string): Promise<ApiCategory[]> {
  return (await call<{ categories: ApiCategory[] }>(token, 'GET', '/categories')).categories;
}

/** Matches the browser's call to `GET /api/products` whose query has `params` (all of them). */
export const isProductList =
  (params: Record<string, string> = {}) =>
  (response: { url: () => string; request: () => { method: () => string } }) => {
    const url = new URL(response.url());
    return (
      response.request().method() === 'GET' &&
      url.pathname === '/api/products' &&
      Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value)
    );
  };

/** The products page's parts, found as a merchant finds them. */
export class ProductsPage {
  constructor(readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Productos' });
  }

  filters(): Locator {
    return this.page.getByRole('region', { name: 'Filtros' });
  }

  filter(label: string): Locator {
    return this.filters().getByLabel(label, { exact: true });
  }

  search(): Locator {
    return this.filters().getByRole('searchbox', { name: 'Buscar' });
  }

  table(): Locator {
    return this.page.getByRole('table', { name: 'Lista de productos' });
  }

  /** The table's product rows (the header row aside). */
  rows(): Locator {
    return this.table().locator('tbody').getByRole('row');
  }

  row(name: string): Locator {
    return this.rows().filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** The stock column of a product's row: the units, and 'Stock bajo' or 'Sin stock'. */
  stockCell(name: string): Locator {
    return this.row(name).getByRole('cell').nth(4);
  }

  pager(): Locator {
    return this.page.getByRole('navigation', { name: 'Paginación' });
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/products${query}`);
    await expect(this.heading()).toBeVisible({ timeout: 20_000 });
  }
}

/** Expects the option shown by a select (its label, also for the placeholder option). */
export async function expectSelected(select: Locator, label: string): Promise<void> {
  await expect(select.locator('option:checked')).toHaveText(label);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of `width` x `height` RGB pixels (a browser can show it and the api recognises its
 * magic bytes): filled by `pixel`, or noise without it, which does not compress (a large file).
 */
export function pngImage(
  width: number,
  height: number,
  pixel?: (x: number, y: number) => [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const rowLength = width * 3 + 1;
  const raw = pixel ? Buffer.alloc(height * rowLength) : randomBytes(height * rowLength);
  for (let y = 0; y < height; y += 1) {
    raw[y * rowLength] = 0; // each row's filter: none
    if (!pixel) continue;
    for (let x = 0; x < width; x += 1) raw.set(pixel(x, y), y * rowLength + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
