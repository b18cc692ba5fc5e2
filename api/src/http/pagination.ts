import { number, object } from 'yup';

export const MAX_PER_PAGE = 100;

/** page (from 1) and perPage (1..100, default 10) of a list query. */
export const paginationFields = {
  page: number()
    .typeError('page debe ser un número')
    .integer('page debe ser un número entero')
    .min(1, 'page debe ser mayor o igual a 1')
    .default(1),
  perPage: number()
    .typeError('perPage debe ser un número')
    .integer('perPage debe ser un número entero')
    .min(1, 'perPage debe ser mayor o igual a 1')
    .max(MAX_PER_PAGE, `perPage no puede ser mayor a ${MAX_PER_PAGE}`)
    .default(10),
};

export const paginationSchema = object(paginationFields);

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  perPage: number;
}
