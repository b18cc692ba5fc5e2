/**
 * `@platform/shared`: the main entry, a Module Federation singleton shared by the shell and
 * every remote. Remotes take Chakra, router and react-query pieces ONLY from here, so this
 * list is the contract between the apps. It names every export on purpose (no `export *` from a
 * library): what is not listed is not bundled, which keeps every first page small (shared/README.md).
 *
 * It is the first-page entry `@platform/shared/core` (imported by its package name, so both
 * entries share one copy of it at runtime) plus the pieces no first page needs: forms, tables,
 * stats and the rest of the UI kit. Their recipes are added to the running system when this
 * entry loads.
 *
 * Adding a Chakra component: export it below AND register its recipe here (or, for a component
 * of the first page, in `core.ts` and `theme/system.ts`).
 * Overlays (Dialog, Drawer, Menu, Tooltip, Popover) are in `@platform/shared/overlays`, the
 * stateful widgets (Accordion, Avatar, Checkbox, Progress, RadioGroup, Switch, Tabs) in
 * `@platform/shared/widgets`, charts in `@platform/shared/charts`: second entries, loaded with the
 * first page that uses them.
 */
import {
  codeRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  nativeSelectSlotRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { registerRecipes, registerSlotRecipes } from './theme/system';

export * from '@platform/shared/core';

// ── Chakra UI: layout and text ───────────────────────────────────────────────────────────
export { Group, Code, Kbd } from '@chakra-ui/react';

// ── Chakra UI: forms ─────────────────────────────────────────────────────────────────────
export {
  ButtonGroup,
  CloseButton,
  InputGroup,
  Field,
  Fieldset,
  NativeSelect,
} from '@chakra-ui/react';
// Chakra's Input and Textarea, described by their field's error message (ui/FieldInputs.tsx).
export { Input, Textarea } from './ui/FieldInputs';

// ── Chakra UI: data display ──────────────────────────────────────────────────────────────
export { Table, Stat, SkeletonText, SkeletonCircle, Portal } from '@chakra-ui/react';

// ── Chakra UI: hooks ─────────────────────────────────────────────────────────────────────
export { useBreakpointValue } from '@chakra-ui/react';
export type { InputProps } from '@chakra-ui/react';

// ── Server state: @tanstack/react-query, bound to the page's one client ──────────────────
export {
  cachedGet,
  createQueryClient,
  dehydrateQueryCache,
  type QueryMeta,
  queryClient,
  QueryClientScope,
  restoreQueryCache,
  useInfiniteQuery,
  useIsFetching,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from './data/query-client';
export { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
export type {
  QueryClient,
  QueryKey,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';

// ── Router ───────────────────────────────────────────────────────────────────────────────
// The router itself is in `core.ts`; this list-page helper is not needed by any first page.
export {
  useUrlSearchState,
  type UrlSearchState,
  type UrlSearchStateOptions,
} from './router/use-url-search-state';

// ── API helpers, tours ───────────────────────────────────────────────────────────────────
export { downloadBlob } from './api/download';
export { postHiddenForm } from './api/post-hidden-form';
// One file through a signed URL, and its progress bar (product images, order documents).
export { SignedUploadError, uploadThroughSignedUrl } from './api/signed-upload';
export { useUploadProgress, type UploadProgress } from './ui/use-upload-progress';
// One image uploaded as soon as it is chosen, with the screen's own checks and texts; its field
// draws a progress bar, so it is in `@platform/shared/widgets` (ImageUploadField).
export {
  useImageUpload,
  type ImageUpload,
  type ImageUploadRules,
  type UploadedImage,
} from './ui/use-image-upload';
export { requestTour, TOUR_IDS } from './tours/tours';

// ── UI kit ───────────────────────────────────────────────────────────────────────────────
export { PageHeader, type PageHeaderProps } from './ui/PageHeader';
export { UnderConstruction, type UnderConstructionProps } from './ui/UnderConstruction';
export { Paginator, type PaginatorProps } from './ui/Paginator';
export { paginationRange, type PaginationItem } from './ui/pagination-range';
export { StatusBadge, statusColorPalette, type StatusBadgeProps } from './ui/StatusBadge';
export { SelectInput, type SelectInputProps, type SelectOption } from './ui/SelectInput';
export { SubmitButton, type SubmitButtonProps } from './ui/SubmitButton';
export {
  EditableList,
  TextListField,
  addOnEnter,
  type EditableListProps,
  type TextListFieldProps,
} from './ui/EditableList';
export { focusFirstInvalid, useFieldDescribedBy, useFocusFirstInvalid } from './ui/form-errors';
export { toaster } from './ui/toaster';
// Another remote's widget inside a page, loaded through the host's loader (federation/).
export {
  RemoteWidget,
  REMOTE_WIDGET_MESSAGES,
  type RemoteWidgetProps,
} from './federation/RemoteWidget';

// The outline of a text field or a select is what shows where to type: Chakra draws it with
// `border` (1.3:1 on white), the theme's controls use `border.emphasized` (3:1 and more).
const emphasizedOutline = { borderColor: 'border.emphasized' };
const outline = <T extends { variants?: { variant?: { outline?: object } } }>(recipe: T): T => ({
  ...recipe,
  variants: {
    ...recipe.variants,
    variant: {
      ...recipe.variants?.variant,
      outline: { ...recipe.variants?.variant?.outline, ...emphasizedOutline },
    },
  },
});
const nativeSelectOutline = nativeSelectSlotRecipe.variants?.variant?.outline;

registerRecipes({
  code: codeRecipe,
  input: outline(inputRecipe),
  inputAddon: inputAddonRecipe,
  kbd: kbdRecipe,
  textarea: outline(textareaRecipe),
});
registerSlotRecipes({
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  nativeSelect: {
    ...nativeSelectSlotRecipe,
    variants: {
      ...nativeSelectSlotRecipe.variants,
      variant: {
        ...nativeSelectSlotRecipe.variants?.variant,
        outline: {
          ...nativeSelectOutline,
          field: { ...nativeSelectOutline?.field, ...emphasizedOutline },
        },
      },
    },
  },
  stat: statSlotRecipe,
  table: tableSlotRecipe,
});
