import { useId, type ReactElement } from 'react';
import type { Category, CategoryMoveDirection } from '@platform/api/contracts';
import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  IconButton,
  Spinner,
  Text,
  VisuallyHidden,
} from '@platform/shared';
import { Tooltip } from '@platform/shared/overlays';
import {
  ArrowDown,
  ArrowUp,
  ChevronDown,
  ChevronRight,
  Eye,
  EyeOff,
  ListIndentDecrease,
  ListIndentIncrease,
  Pencil,
  Trash2,
} from 'lucide-react';
import { moveBlocker, placesOf, type CategoryPlace } from '../category-tree';
import { categoriesMessages } from '../messages';

const copy = categoriesMessages;

export type CategoryAction = CategoryMoveDirection | 'visibility' | 'edit' | 'delete';

/** The button of `action` on the row of `categoryId`, to give it the focus back after a change. */
export const actionButtonSelector = (categoryId: string, action: CategoryAction) =>
  `[data-category-id="${categoryId}"][data-category-action="${action}"]`;

interface CategoryTreeViewProps {
  roots: readonly Category[];
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onAction: (place: CategoryPlace, action: CategoryAction) => void;
  /** The action under way, if any: its button shows a spinner and no other action starts. */
  pending: { id: string; action: CategoryAction } | null;
}

/**
 * The category tree (spec 2 §2): nested lists, each root with children behind a disclosure button
 * (aria-expanded), so it works by keyboard with Tab, Enter and Space. Every row shows the product
 * count and its actions; an arrow that cannot be used stays focusable, aria-disabled, and says why.
 */
export function CategoryTreeView({
  roots,
  expanded,
  onToggle,
  onAction,
  pending,
}: CategoryTreeViewProps) {
  const places = placesOf(roots);
  const rootPlaces = places.filter((place) => place.parent === null);
  const childrenOf = (id: string) => places.filter((place) => place.parent?.id === id);
  const row = (place: CategoryPlace) => (
    <CategoryRow
      key={place.category.id}
      place={place}
      expanded={expanded.has(place.category.id)}
      onToggle={onToggle}
      onAction={onAction}
      pending={pending}
    >
      {childrenOf(place.category.id).map(row)}
    </CategoryRow>
  );
  return (
    <Box as="ul" role="list" aria-label={copy.treeLabel} listStyleType="none" m={0} p={0}>
      {rootPlaces.map(row)}
    </Box>
  );
}

interface CategoryRowProps {
  place: CategoryPlace;
  expanded: boolean;
  onToggle: (id: string) => void;
  onAction: (place: CategoryPlace, action: CategoryAction) => void;
  pending: CategoryTreeViewProps['pending'];
  children: ReactElement[];
}

function CategoryRow({ place, expanded, onToggle, onAction, pending, children }: CategoryRowProps) {
  const childrenId = useId();
  const { category } = place;
  const isChild = place.parent !== null;
  const hasChildren = children.length > 0;
  const busy = (action: CategoryAction) => pending?.id === category.id && pending.action === action;
  const act = (action: CategoryAction) => () => {
    if (!pending) onAction(place, action);
  };
  const move = (direction: CategoryMoveDirection, label: string, icon: ReactElement) => (
    <ActionButton
      categoryId={category.id}
      action={direction}
      label={label}
      target={category.fullName}
      icon={icon}
      blocker={moveBlocker(place, direction)}
      busy={busy(direction)}
      onClick={act(direction)}
    />
  );

  return (
    <Box as="li">
      <Flex
        align="center"
        gap={2}
        py={1.5}
        ps={isChild ? 8 : 0}
        pe={1}
        borderBottomWidth="1px"
        borderColor="border"
        wrap="wrap"
      >
        <HStack flex="1" minW="40" gap={2}>
          {hasChildren ? (
            <Button
              variant="ghost"
              size="sm"
              px={1}
              aria-expanded={expanded}
              aria-controls={childrenId}
              onClick={() => onToggle(category.id)}
            >
              {expanded ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
              <Text as="span" fontWeight="semibold">
                {category.name}
              </Text>
            </Button>
          ) : (
            <Text fontWeight={isChild ? 'normal' : 'semibold'} ps={isChild ? 1 : 8}>
              {category.name}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {copy.productCount(category.productCount)}
            {category.totalProductCount !== category.productCount &&
              ` · ${copy.withSubcategories(category.totalProductCount)}`}
          </Text>
          {!category.isEnabled && (
            <Badge colorPalette="gray" variant="subtle">
              {copy.hidden}
            </Badge>
          )}
        </HStack>
        <HStack role="group" aria-label={copy.actionsOf(category.fullName)} gap={0.5}>
          {move('up', copy.actions.up, <ArrowUp />)}
          {move('down', copy.actions.down, <ArrowDown />)}
          {move('in', copy.actions.in, <ListIndentIncrease />)}
          {move('out', copy.actions.out, <ListIndentDecrease />)}
          <ActionButton
            categoryId={category.id}
            action="visibility"
            label={category.isEnabled ? copy.actions.hide : copy.actions.show}
            target={category.fullName}
            icon={category.isEnabled ? <EyeOff /> : <Eye />}
            blocker={null}
            busy={busy('visibility')}
            onClick={act('visibility')}
          />
          <ActionButton
            categoryId={category.id}
            action="edit"
            label={copy.actions.edit}
            target={category.fullName}
            icon={<Pencil />}
            blocker={null}
            busy={false}
            onClick={act('edit')}
          />
          <ActionButton
            categoryId={category.id}
            action="delete"
            label={copy.actions.delete}
            target={category.fullName}
            icon={<Trash2 />}
            blocker={null}
            busy={false}
            onClick={act('delete')}
          />
        </HStack>
      </Flex>
      {hasChildren && (
        <Box
          as="ul"
          role="list"
          id={childrenId}
          hidden={!expanded}
          listStyleType="none"
          m={0}
          p={0}
        >
          {children}
        </Box>
      )}
    </Box>
  );
}

interface ActionButtonProps {
  categoryId: string;
  action: CategoryAction;
  label: string;
  /** The category's full name, after the visible action in the button's name. */
  target: string;
  icon: ReactElement;
  /** Why the action is unavailable, or null. */
  blocker: string | null;
  busy: boolean;
  onClick: () => void;
}

function ActionButton({
  categoryId,
  action,
  label,
  target,
  icon,
  blocker,
  busy,
  onClick,
}: ActionButtonProps) {
  const reasonId = useId();
  return (
    <>
      <Tooltip.Root openDelay={300} closeDelay={100} positioning={{ placement: 'top' }}>
        <Tooltip.Trigger asChild>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`${label}: ${target}`}
            aria-disabled={blocker ? true : undefined}
            // The reason when unavailable; otherwise none, rather than the tooltip repeating the name.
            aria-describedby={blocker ? reasonId : ''}
            aria-busy={busy || undefined}
            // Chakra's hover and active styles skip `data-disabled`, as they skip `disabled`.
            data-disabled={blocker ? '' : undefined}
            data-category-id={categoryId}
            data-category-action={action}
            onClick={() => {
              if (!blocker) onClick();
            }}
          >
            {busy ? <Spinner size="xs" /> : icon}
          </IconButton>
        </Tooltip.Trigger>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs" px={3} py={2} aria-hidden>
            {blocker ?? label}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Tooltip.Root>
      {blocker && <VisuallyHidden id={reasonId}>{blocker}</VisuallyHidden>}
    </>
  );
}
