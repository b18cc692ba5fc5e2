import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  CloseButton,
  EmptyState,
  ErrorBox,
  errorMessage,
  HStack,
  LoadingState,
  Portal,
  Stack,
  useQuery,
} from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { FolderTree, Plus } from 'lucide-react';
import { categoriesQuery } from './api/list-categories';
import { useMoveCategory } from './api/move-category';
import { useSetCategoryVisibility } from './api/set-category-visibility';
import { placesOf, type CategoryPlace } from './category-tree';
import { CategoryForm } from './components/CategoryForm';
import {
  actionButtonSelector,
  CategoryTreeView,
  type CategoryAction,
} from './components/CategoryTreeView';
import { DeleteCategoryDialog } from './components/DeleteCategoryDialog';
import { useFlashMessage } from './hooks/use-flash-message';
import { categoriesMessages } from './messages';

const copy = categoriesMessages;

/** Spec 2 §4 and §9: the category form's success banner closes after 1.5 seconds. */
export const CATEGORY_SUCCESS_MS = 1500;

type View = { kind: 'tree' } | { kind: 'form'; editingId: string | null };

/**
 * The category manager (spec 2 §2), a modal of the products page mounted only while it is open:
 * the tree with its product counts, the create and edit form, the moves, show/hide and delete.
 */
export function CategoryManager({ onClose }: { onClose: () => void }) {
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap={1} pe={12}>
              <Dialog.Title>{copy.title}</Dialog.Title>
              <Dialog.Description fontSize="sm" color="fg.muted">
                {copy.intro}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              <CategoryManagerContent />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={copy.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CategoryManagerContent() {
  const tree = useQuery(categoriesQuery());
  const move = useMoveCategory();
  const visibility = useSetCategoryVisibility();
  const [view, setView] = useState<View>({ kind: 'tree' });
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [pending, setPending] = useState<{ id: string; action: CategoryAction } | null>(null);
  const [actionError, setActionError] = useState<{ title: string; message: string } | null>(null);
  const [notice, showNotice] = useFlashMessage(CATEGORY_SUCCESS_MS);
  const containerRef = useRef<HTMLDivElement>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  // What gets the focus once the screen shows the change: a view swap or a move re-renders the
  // rows, and a deleted row takes its focused button with it.
  const focusNext = useRef<(() => HTMLElement | null) | null>(null);

  useEffect(() => {
    const target = focusNext.current?.();
    if (target && !target.closest('[hidden]')) {
      target.focus();
      focusNext.current = null;
    }
  });

  const roots = tree.data?.categories ?? [];
  const places = placesOf(roots);
  const placeOf = (id: string | null) => places.find((place) => place.category.id === id) ?? null;
  const editing = view.kind === 'form' ? placeOf(view.editingId) : null;
  const showForm = view.kind === 'form' && (view.editingId === null || editing !== null);
  const deleting = placeOf(deletingId);

  const actionButton = (id: string, action: CategoryAction) => () =>
    containerRef.current?.querySelector<HTMLElement>(actionButtonSelector(id, action)) ?? null;
  const newButton = () => newButtonRef.current;
  const expand = (id: string) =>
    setExpanded((current) => (current.has(id) ? current : new Set(current).add(id)));
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const closeForm = () => {
    focusNext.current =
      view.kind === 'form' && view.editingId ? actionButton(view.editingId, 'edit') : newButton;
    setView({ kind: 'tree' });
  };

  const onAction = async (place: CategoryPlace, action: CategoryAction) => {
    const { id } = place.category;
    setActionError(null);
    if (action === 'edit') return setView({ kind: 'form', editingId: id });
    if (action === 'delete') return setDeletingId(id);
    setPending({ id, action });
    try {
      if (action === 'visibility') {
        await visibility.mutateAsync({ id, visible: !place.category.isEnabled });
      } else {
        // Lowered into its previous sibling: that one opens, so the category stays in sight.
        const newParent = action === 'in' ? place.siblings[place.index - 1] : undefined;
        if (newParent) expand(newParent.id);
        await move.mutateAsync({ id, direction: action });
        // Its row may have been rebuilt elsewhere in the tree: the same arrow gets the focus.
        focusNext.current = actionButton(id, action);
      }
    } catch (error) {
      setActionError({
        title: action === 'visibility' ? copy.actionError.visibility : copy.actionError.move,
        message: errorMessage(error),
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap={4} ref={containerRef}>
      {notice && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}
      {actionError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{actionError.title}</Alert.Title>
            <Alert.Description>{actionError.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {showForm && (
        <CategoryForm
          key={view.kind === 'form' ? (view.editingId ?? 'new') : 'new'}
          roots={roots}
          editing={editing}
          onCancel={closeForm}
          onSaved={(message, saved) => {
            if (saved.parentId) expand(saved.parentId);
            closeForm();
            showNotice(message);
          }}
        />
      )}

      {/* Kept mounted behind the form, so the button that opened it gets the focus back. */}
      <Stack gap={3} hidden={showForm} display={showForm ? 'none' : 'flex'}>
        <HStack justify="flex-end">
          <Button
            ref={newButtonRef}
            colorPalette="brand"
            size="sm"
            onClick={() => {
              setActionError(null);
              setView({ kind: 'form', editingId: null });
            }}
          >
            <Plus aria-hidden /> {copy.newCategory}
          </Button>
        </HStack>
        {tree.isPending && <LoadingState label={copy.loading} />}
        {tree.isError && (
          <ErrorBox
            title={copy.loadError}
            message={errorMessage(tree.error)}
            onRetry={() => void tree.refetch()}
            retrying={tree.isFetching}
          />
        )}
        {tree.isSuccess &&
          (roots.length === 0 ? (
            <EmptyState
              as="h3"
              icon={<FolderTree />}
              title={copy.empty}
              description={copy.emptyHint}
            />
          ) : (
            <CategoryTreeView
              roots={roots}
              expanded={expanded}
              onToggle={toggle}
              onAction={(place, action) => void onAction(place, action)}
              pending={pending}
            />
          ))}
      </Stack>

      {deleting && (
        <DeleteCategoryDialog
          place={deleting}
          roots={roots}
          onCancel={() => {
            focusNext.current = actionButton(deleting.category.id, 'delete');
            setDeletingId(null);
          }}
          onDeleted={() => {
            focusNext.current = newButton;
            setDeletingId(null);
            showNotice(copy.delete.deleted);
          }}
        />
      )}
    </Stack>
  );
}
