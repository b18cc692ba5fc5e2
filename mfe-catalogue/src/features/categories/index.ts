// The categories feature's public entry: the manager modal, and the keys other features read and
// refresh categories with (the product form's selector, the list's filter).
export { CategoryManager } from './CategoryManager';
export { categoryKeys } from './api/keys';
export { categoriesQuery } from './api/list-categories';
