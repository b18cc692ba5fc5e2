import { productSchema } from '@platform/shared/validation';
import { pack } from './fixtures';
import { clampPrice, digitsOnly, productBody, productFormValues } from './product-form-values';

describe('product form values', () => {
  it('clamps a price to its type’s range; empty is the minimum', () => {
    expect(clampPrice('', 'product')).toBe('1');
    expect(clampPrice('0', 'pack')).toBe('1');
    expect(clampPrice('9999999', 'pack')).toBe('5000000');
    expect(clampPrice('12990', 'product')).toBe('12990');
  });

  it('keeps the digits of what was typed, up to the field’s length', () => {
    expect(digitsOnly('$ 12.990', 7)).toBe('12990');
    expect(digitsOnly('123', 2)).toBe('12');
  });

  it("gives a copy ' (Copia)' and no SKU, which must stay unique in the store", () => {
    expect(productFormValues(pack, 'copy')).toMatchObject({
      name: `${pack.name} (Copia)`,
      sku: '',
    });
    expect(productFormValues(pack, 'edit')).toMatchObject({ name: pack.name, sku: pack.sku });
  });

  it('sends an individual product without pack items, and the image as it changed', () => {
    const values = productSchema.cast({ ...productFormValues(pack, 'edit'), type: 'product' });
    const extras = { items: pack.items, externalUrlUsable: true };
    const unchanged = productBody(values, { ...extras, image: 'unchanged' });
    expect(unchanged.items).toEqual([]);
    expect(unchanged.renewalPeriod).toBeNull();
    expect(unchanged).not.toHaveProperty('uploadUuid');
    expect(productBody(values, { ...extras, image: 'removed' }).uploadUuid).toBeNull();
    expect(productBody(values, { ...extras, image: { uploadUuid: 'u-1' } }).uploadUuid).toBe('u-1');
    expect(
      productBody(values, { ...extras, image: 'unchanged', externalUrlUsable: false }),
    ).toMatchObject({ externalUrl: null });
  });
});
