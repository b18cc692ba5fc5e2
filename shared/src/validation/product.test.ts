import { PRODUCT } from '../constants/index';
import { normalizeExternalPath, productPriceLimits, productSchema } from './index';
import { firstError } from './test-helpers';

const VALID = { name: 'Café de grano 1 kg', price: 12990 };

describe('product form (spec 2 §5, §9)', () => {
  it('fills the defaults of a new product', () => {
    expect(productSchema.validateSync(VALID)).toMatchObject({
      type: 'product',
      isActive: true,
      stock: 0,
      minStock: 0,
      preparationDays: 0,
      sku: '',
      description: '',
      categoryId: null,
      characteristics: [],
      benefits: [],
      items: [],
      renewalPeriod: null,
      uploadUuid: null,
    });
  });

  it('turns empty numbers into 0 and drops a renewal period from an individual product', () => {
    expect(
      productSchema.validateSync({ ...VALID, stock: '', minStock: null, renewalPeriod: 'annual' }),
    ).toMatchObject({ stock: 0, minStock: 0, renewalPeriod: null });
  });

  it('reduces the external URL to a path', () => {
    expect(normalizeExternalPath('https://mitienda.cl/cafe?talla=1#fotos')).toBe(
      '/cafe?talla=1#fotos',
    );
    expect(normalizeExternalPath('cafe/grano')).toBe('/cafe/grano');
    expect(normalizeExternalPath('/cafe')).toBe('/cafe');
    expect(normalizeExternalPath('  ')).toBe('');
    expect(productSchema.validateSync({ ...VALID, externalUrl: '' }).externalUrl).toBeNull();
  });

  it('uses the configured price range of each type', () => {
    expect(productPriceLimits('product')).toEqual({ min: 1, max: 5_000_000 });
    expect(productPriceLimits('pack')).toEqual(PRODUCT.priceLimits.pack);
    expect(PRODUCT.formFallbackPriceLimits.pack).toEqual({ min: 2_000, max: 7_000_000 });
  });

  it.each([
    [{ name: '' }, 'name', 'El nombre del producto es requerido'],
    [{ name: 'x'.repeat(101) }, 'name', 'El nombre del producto no puede exceder 100 caracteres'],
    [
      { description: 'x'.repeat(301) },
      'description',
      'La descripción no puede exceder 300 caracteres',
    ],
    [{ sku: 'x'.repeat(21) }, 'sku', 'El SKU no puede exceder 20 caracteres'],
    [{ price: '' }, 'price', 'El precio es requerido'],
    [{ price: 0 }, 'price', 'El precio mínimo es $1'],
    [{ price: 5_000_001 }, 'price', 'El precio máximo es $5.000.000'],
    [{ stock: 1.5 }, 'stock', 'El stock debe ser un número entero entre 0 y 999.999.999'],
    [
      { preparationDays: 100 },
      'preparationDays',
      'Los días de preparación deben ser un número entero entre 0 y 99',
    ],
    [
      { characteristics: [{ title: 'x'.repeat(31), description: 'y' }] },
      'characteristics[0].title',
      'El título de la característica no puede exceder 30 caracteres',
    ],
    [{ benefits: [''] }, 'benefits[0]', 'El beneficio no puede estar vacío'],
    [{ benefits: ['x'.repeat(51)] }, 'benefits[0]', 'El beneficio no puede exceder 50 caracteres'],
    [{ type: 'pack' }, 'renewalPeriod', 'Selecciona el período de renovación del pack'],
    [
      { items: [{ productId: '00000000-0000-4000-8000-000000000000' }] },
      'items',
      'Solo un pack puede incluir productos',
    ],
  ])('%j → %s: %s', (change, path, message) => {
    expect(firstError(productSchema, { ...VALID, ...change }, path)).toBe(message);
  });
});
