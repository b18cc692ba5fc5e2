import { string, type ObjectSchema } from 'yup';
import { categorySchema } from '@platform/shared/validation';

/** What the category form edits; the parent is '' for a root ("Ninguna"). */
export interface CategoryFormValues {
  name: string;
  description: string;
  parentId: string;
  isEnabled: boolean;
}

/**
 * The category form validates with the api's own rules and messages (`categorySchema`, spec 2 §5
 * "Category"). The parent stays the select's value: its choices already respect the two levels,
 * the form sends '' as null, and the api checks the parent against the store.
 */
export const categoryFormSchema = categorySchema
  .pick(['name', 'description', 'isEnabled'])
  .shape({ parentId: string().defined() }) as unknown as ObjectSchema<CategoryFormValues>;
