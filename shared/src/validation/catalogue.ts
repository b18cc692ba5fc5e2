import { boolean, number, object, string, type InferType } from 'yup';
import {
  CATEGORY,
  PRODUCT,
  STOCK_ADJUSTMENT_TYPES,
  type StockAdjustmentType,
} from '../constants/catalogue';
import { formatNumber } from '../format/numbers';
import { UUID_PATTERN } from './patterns';

/**
 * The category and stock-adjustment rules (spec 2 §4, §5 "Category" and "Stock adjustment"):
 * the category form and the stock-adjust dialog validate with these schemas, and the api applies
 * the same ones to `POST`/`PUT /api/categories` and `PUT /api/products/:id/adjust-stock`.
 */

const stockMax = formatNumber(PRODUCT.stockMax);

/**
 * The Spanish messages of the catalogue calls: the rules below, and the refusals only the api
 * can decide (§8 gives none of its own for these calls, whose failures the screens show with the
 * server's message).
 */
export const CATALOGUE_MESSAGES = {
  productNotFound: 'Producto no encontrado',
  productIdMismatch: 'El identificador del producto no coincide con el de la dirección',
  productArchivedEdit: 'El producto está archivado: no se puede editar',
  productArchivedVisibility: 'El producto está archivado: no se puede mostrar ni ocultar',
  productArchivedStock: 'El producto está archivado: no se puede ajustar su stock',
  packContainsItself: 'Un pack no puede incluirse a sí mismo',
  packInsidePack: 'Este producto está incluido en un pack: no puede convertirse en pack',
  stockType: 'Selecciona el tipo de ajuste: fijar (set), sumar (add) o restar (subtract)',
  stockValueRequired: 'Ingresa la cantidad del ajuste',
  stockValue: `La cantidad debe ser un número entero entre 0 y ${stockMax}`,
  stockOverMax: `El stock no puede superar ${stockMax} unidades`,
  categoryNotFound: 'Categoría no encontrada',
  categoryIdMismatch: 'El identificador de la categoría no coincide con el de la dirección',
  categoryNameRequired: 'El nombre es requerido',
  categoryNameMax: `El nombre no puede exceder ${CATEGORY.nameMaxLength} caracteres`,
  categoryDescriptionMax: `La descripción no puede exceder ${CATEGORY.descriptionMaxLength} caracteres`,
  categoryEnabled: 'El campo isEnabled debe ser verdadero o falso',
  categoryUuid: 'El identificador de la categoría no es válido',
  categoryUuidTaken: 'Ya existe una categoría con este identificador',
  categoryParent: 'La categoría padre no existe en tu tienda',
  categoryParentSelf: 'Una categoría no puede ser su propia categoría padre',
  categoryParentDescendant: 'Una categoría no puede quedar dentro de una de sus subcategorías',
  categoryDepth: 'Las categorías tienen como máximo dos niveles',
  categoryDepthWithChildren:
    'Una categoría con subcategorías no puede quedar dentro de otra: las categorías tienen como máximo dos niveles',
  moveFirst: 'La categoría ya es la primera de su nivel',
  moveLast: 'La categoría ya es la última de su nivel',
  moveRoot: 'La categoría ya está en el primer nivel',
  moveInFirst: 'La categoría no tiene una categoría anterior en la cual ubicarse',
  productActionRequired:
    'Elige qué hacer con los productos de la categoría: dejarlos sin categoría o moverlos a otra',
  targetRequired: 'Selecciona la categoría a la que se moverán los productos',
  targetNotFound: 'La categoría de destino no existe en tu tienda',
  targetInside:
    'La categoría de destino no puede ser la categoría que eliminas ni una de sus subcategorías',
  childrenChanged:
    'Las subcategorías cambiaron mientras tanto. Recarga las categorías e intenta nuevamente.',
} as const;

const m = CATALOGUE_MESSAGES;

const blankAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const optionalUuid = (message: string) =>
  string()
    .nullable()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .transform(blankAsNull)
    .default(null)
    .matches(UUID_PATTERN, { message, excludeEmptyString: true });

/**
 * The category form (create and update): spec 2 §5 "Category". A root's parent is null (the
 * form's '' for "Ninguna" reads as null). Whether the parent exists in the store and keeps the
 * tree at two levels needs the store's data: the api checks it.
 */
export const categorySchema = object({
  name: string()
    .trim()
    .required(m.categoryNameRequired)
    .max(CATEGORY.nameMaxLength, m.categoryNameMax),
  description: string()
    .nullable()
    .transform((value: unknown) => (value === null ? '' : value))
    .trim()
    .max(CATEGORY.descriptionMaxLength, m.categoryDescriptionMax)
    .default(''),
  parentId: optionalUuid(m.categoryParent),
  isEnabled: boolean().typeError(m.categoryEnabled).nonNullable(m.categoryEnabled).default(true),
  uuid: optionalUuid(m.categoryUuid),
});
export type CategoryValues = InferType<typeof categorySchema>;

/**
 * Spec 2 §5 "Stock adjustment": a whole number from 0, with one of the three types. Whether an
 * addition passes the stock limit depends on the stock at that moment: the api decides it
 * (`stockOverMax`).
 */
export const stockAdjustmentSchema = object({
  type: string()
    .required(m.stockType)
    .test('stock-type', m.stockType, (value) =>
      (STOCK_ADJUSTMENT_TYPES as readonly string[]).includes(value),
    ),
  value: number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(m.stockValue)
    .required(m.stockValueRequired)
    .integer(m.stockValue)
    .min(0, m.stockValue)
    .max(PRODUCT.stockMax, m.stockValue),
});

/** The validated body, with the type narrowed to its values. */
export type StockAdjustmentValues = { type: StockAdjustmentType; value: number };
