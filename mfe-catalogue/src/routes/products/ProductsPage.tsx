import { lazy, Suspense, useCallback, useState } from 'react';
import { Container, Link, PageHeader, RouterLink, Stack } from '@platform/shared';
import type { ProductListItem } from '@platform/api/contracts';
import { ArrowLeft } from 'lucide-react';
import { useSetProductVisibility } from '../../features/products/api/set-product-visibility';
import type { ProductActionHandlers } from '../../features/products/components/ProductActions';
import {
  ProductActionsPanel,
  type CsvFeature,
} from '../../features/products/components/ProductActionsPanel';
import { ProductFilters } from '../../features/products/components/ProductFilters';
import { ProductList } from '../../features/products/components/ProductList';
import { useCategoryOptions } from '../../features/products/hooks/use-category-options';
import { useProductList } from '../../features/products/hooks/use-product-list';
import { useProductSearch } from '../../features/products/hooks/use-product-search';
import { productsMessages } from '../../features/products/messages';
import { messages } from '../../messages';

// The dialogs load on first use, so the list's first render carries none of them (nor the
// overlay and form code they bring).
const ProductModal = lazy(() =>
  import('../../features/product-form/ProductModal').then((m) => ({ default: m.ProductModal })),
);
const CategoryManager = lazy(() =>
  import('../../features/categories/CategoryManager').then((m) => ({
    default: m.CategoryManager,
  })),
);
const EmbedDialog = lazy(() =>
  import('../../features/embed/EmbedDialog').then((m) => ({ default: m.EmbedDialog })),
);
const TutorialGate = lazy(() => import('./TutorialGate'));
const ArchiveProductDialog = lazy(
  () => import('../../features/products/components/ArchiveProductDialog'),
);
const StockAdjustDialog = lazy(
  () => import('../../features/products/components/StockAdjustDialog'),
);
const ComingSoonDialog = lazy(() => import('../../features/products/components/ComingSoonDialog'));

/** The one dialog open at a time, with what it acts on. */
type OpenDialog =
  | { kind: 'product'; mode: 'create' }
  | { kind: 'product'; mode: 'edit' | 'copy'; productId: string }
  | { kind: 'categories' }
  | { kind: 'embed'; product: Pick<ProductListItem, 'id' | 'name'> }
  | { kind: 'archive'; product: ProductListItem }
  | { kind: 'stock'; product: ProductListItem }
  | { kind: 'coming-soon'; feature: CsvFeature };

/** /products — the store's catalogue: filters, list, row actions and their dialogs (spec 2 §2). */
export default function ProductsPage() {
  const productSearch = useProductSearch();
  const { list, emptyReason, catalogueEmpty } = useProductList(productSearch);
  const { categories, categoriesFailed, categoryNames } = useCategoryOptions(productSearch);
  const visibility = useSetProductVisibility();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [tutorialClosed, setTutorialClosed] = useState(false);

  const close = useCallback(() => setDialog(null), []);
  const newProduct = () => setDialog({ kind: 'product', mode: 'create' });
  const handlers: ProductActionHandlers = {
    onEdit: ({ id }) => setDialog({ kind: 'product', mode: 'edit', productId: id }),
    onCopy: ({ id }) => setDialog({ kind: 'product', mode: 'copy', productId: id }),
    onToggleVisibility: ({ id, isActive }) => visibility.mutate({ id, isActive: !isActive }),
    onAdjustStock: (product) => setDialog({ kind: 'stock', product }),
    onEmbed: ({ id, name }) => setDialog({ kind: 'embed', product: { id, name } }),
    onArchive: (product) => setDialog({ kind: 'archive', product }),
  };

  return (
    <Container maxW="7xl" py={{ base: 6, md: 8 }}>
      <Stack gap={4}>
        <Link asChild color="fg.muted" fontSize="sm" alignSelf="flex-start">
          <RouterLink to="/">
            <ArrowLeft size={16} aria-hidden /> {productsMessages.back}
          </RouterLink>
        </Link>
        <PageHeader
          title={messages.products.title}
          subtitle={productsMessages.subtitle}
          actions={
            <ProductActionsPanel
              onNewProduct={newProduct}
              onManageCategories={() => setDialog({ kind: 'categories' })}
              onCsv={(feature) => setDialog({ kind: 'coming-soon', feature })}
            />
          }
        />
        <ProductFilters
          {...productSearch}
          categories={categories}
          categoriesFailed={categoriesFailed}
        />
        <ProductList
          {...productSearch}
          {...handlers}
          list={list}
          emptyReason={emptyReason}
          categoryNames={categoryNames}
          onNewProduct={newProduct}
        />
      </Stack>

      <Suspense fallback={null}>
        {dialog?.kind === 'product' && (
          <ProductModal
            mode={dialog.mode}
            productId={dialog.mode === 'create' ? undefined : dialog.productId}
            onClose={close}
          />
        )}
        {dialog?.kind === 'categories' && <CategoryManager onClose={close} />}
        {dialog?.kind === 'embed' && <EmbedDialog product={dialog.product} onClose={close} />}
        {dialog?.kind === 'archive' && (
          <ArchiveProductDialog product={dialog.product} onClose={close} />
        )}
        {dialog?.kind === 'stock' && <StockAdjustDialog product={dialog.product} onClose={close} />}
        {dialog?.kind === 'coming-soon' && (
          <ComingSoonDialog feature={dialog.feature} onClose={close} />
        )}
        {catalogueEmpty && !tutorialClosed && !dialog && (
          <TutorialGate onClose={() => setTutorialClosed(true)} />
        )}
      </Suspense>
    </Container>
  );
}
