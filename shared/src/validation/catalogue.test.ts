import { CATEGORY, STOCK_ADJUSTMENT_TYPES } from '../constants/index';
import { CATALOGUE_MESSAGES, categorySchema, stockAdjustmentSchema, UUID_PATTERN } from './index';
import { firstError } from './test-helpers';

const ROOT_ID = '0b6f8a52-3c1d-4e2a-9f5b-7d8e9a0b1c2d';

describe('category (spec 2 §5 "Category", §9)', () => {
  it('fills the defaults: a visible root without a description', () => {
    expect(categorySchema.validateSync({ name: '  Café  ' })).toEqual({
      name: 'Café',
      description: '',
      parentId: null,
      isEnabled: true,
      uuid: null,
    });
  });

  it("reads the form's blank parent and a null description as none", () => {
    expect(
      categorySchema.validateSync({
        name: 'Café en grano',
        description: null,
        parentId: '',
        isEnabled: false,
      }),
    ).toMatchObject({ description: '', parentId: null, isEnabled: false });
    expect(
      categorySchema.validateSync({ name: 'Café en grano', parentId: ` ${ROOT_ID} ` }).parentId,
    ).toBe(ROOT_ID);
  });

  it('keeps the limits of spec 2 §9', () => {
    expect(CATEGORY).toEqual({ nameMaxLength: 100, descriptionMaxLength: 500 });
    expect(firstError(categorySchema, { name: 'x'.repeat(100) })).toBeNull();
    expect(firstError(categorySchema, { name: 'x', description: 'x'.repeat(500) })).toBeNull();
  });

  // The spec's words (§5), which the form and the api both show.
  it.each([
    [{ name: '' }, 'name', 'El nombre es requerido'],
    [{ name: '   ' }, 'name', 'El nombre es requerido'],
    [{ name: 'x'.repeat(101) }, 'name', 'El nombre no puede exceder 100 caracteres'],
    [
      { name: 'Café', description: 'x'.repeat(501) },
      'description',
      'La descripción no puede exceder 500 caracteres',
    ],
    [{ name: 'Café', parentId: 'raíz' }, 'parentId', 'La categoría padre no existe en tu tienda'],
    [
      { name: 'Café', isEnabled: null },
      'isEnabled',
      'El campo isEnabled debe ser verdadero o falso',
    ],
    [
      { name: 'Café', isEnabled: 'quizás' },
      'isEnabled',
      'El campo isEnabled debe ser verdadero o falso',
    ],
    [{ name: 'Café', uuid: 'abc' }, 'uuid', 'El identificador de la categoría no es válido'],
  ])('refuses %j at %s', (values, path, message) => {
    expect(firstError(categorySchema, values, path)).toBe(message);
  });

  it('words the refusals that need the store as the spec and the category manager do', () => {
    expect(CATALOGUE_MESSAGES).toMatchObject({
      categoryDepth: 'Las categorías tienen como máximo dos niveles',
      moveFirst: 'La categoría ya es la primera de su nivel',
      moveLast: 'La categoría ya es la última de su nivel',
      moveRoot: 'La categoría ya está en el primer nivel',
      moveInFirst: 'La categoría no tiene una categoría anterior en la cual ubicarse',
      productActionRequired:
        'Elige qué hacer con los productos de la categoría: dejarlos sin categoría o moverlos a otra',
      targetRequired: 'Selecciona la categoría a la que se moverán los productos',
    });
  });
});

describe('stock adjustment (spec 2 §4, §5 "Stock adjustment")', () => {
  it('offers the three types', () => {
    expect(STOCK_ADJUSTMENT_TYPES).toEqual(['set', 'add', 'subtract']);
  });

  it('accepts a whole number from 0 to 999.999.999, as a number or a text of digits', () => {
    expect(stockAdjustmentSchema.validateSync({ type: 'set', value: 0 })).toEqual({
      type: 'set',
      value: 0,
    });
    expect(stockAdjustmentSchema.validateSync({ type: 'add', value: '15' })).toEqual({
      type: 'add',
      value: 15,
    });
    expect(firstError(stockAdjustmentSchema, { type: 'subtract', value: 999_999_999 })).toBeNull();
  });

  it.each([
    [{ value: 1 }, 'type', CATALOGUE_MESSAGES.stockType],
    [{ type: 'multiply', value: 1 }, 'type', CATALOGUE_MESSAGES.stockType],
    [{ type: 'add' }, 'value', 'Ingresa la cantidad del ajuste'],
    [{ type: 'add', value: '' }, 'value', 'Ingresa la cantidad del ajuste'],
    [
      { type: 'add', value: -1 },
      'value',
      'La cantidad debe ser un número entero entre 0 y 999.999.999',
    ],
    [
      { type: 'add', value: 1.5 },
      'value',
      'La cantidad debe ser un número entero entre 0 y 999.999.999',
    ],
    [
      { type: 'set', value: 1_000_000_000 },
      'value',
      'La cantidad debe ser un número entero entre 0 y 999.999.999',
    ],
    [
      { type: 'set', value: 'diez' },
      'value',
      'La cantidad debe ser un número entero entre 0 y 999.999.999',
    ],
  ])('refuses %j at %s', (values, path, message) => {
    expect(firstError(stockAdjustmentSchema, values, path)).toBe(message);
  });

  it('words the limit of an addition as the api gives it', () => {
    expect(CATALOGUE_MESSAGES.stockOverMax).toBe('El stock no puede superar 999.999.999 unidades');
    expect(CATALOGUE_MESSAGES.stockType).toBe(
      'Selecciona el tipo de ajuste: fijar (set), sumar (add) o restar (subtract)',
    );
  });
});

describe('UUID_PATTERN', () => {
  it('takes a uuid of any version, in either case', () => {
    expect(UUID_PATTERN.test(ROOT_ID)).toBe(true);
    expect(UUID_PATTERN.test(ROOT_ID.toUpperCase())).toBe(true);
    expect(UUID_PATTERN.test(`${ROOT_ID}0`)).toBe(false);
    expect(UUID_PATTERN.test('not-a-uuid')).toBe(false);
  });
});
