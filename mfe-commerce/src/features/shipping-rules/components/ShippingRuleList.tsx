import { useId, useState } from 'react';
import type { ShippingRule } from '@platform/api/contracts';
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  formatCLP,
  HStack,
  Stack,
  Text,
  VisuallyHidden,
  Wrap,
} from '@platform/shared';
import { MapPin, Pencil, Trash2 } from 'lucide-react';
import { shippingRulesMessages } from '../messages';

const copy = shippingRulesMessages.rule;

/** Communes a row shows before it folds the rest into '+N'. */
export const VISIBLE_COMMUNES = 6;

/** The data attribute that finds a row's button again, to give it the focus back. */
export const ruleActionSelector = (uuid: string, action: 'edit' | 'delete') =>
  `[data-rule-action="${action}:${uuid}"]`;

interface ShippingRuleListProps {
  rules: readonly ShippingRule[];
  /** The rule open in the form, marked in the list. */
  editingUuid: string | null;
  onEdit: (rule: ShippingRule) => void;
  onDelete: (rule: ShippingRule) => void;
}

/** The store's rules as the api orders them (cheapest first): price, communes, state, actions. */
export function ShippingRuleList({ rules, editingUuid, onEdit, onDelete }: ShippingRuleListProps) {
  return (
    // role="list": Safari drops a list's role when its bullets are hidden.
    <Stack
      as="ul"
      role="list"
      gap={3}
      aria-label={shippingRulesMessages.listLabel}
      listStyleType="none"
    >
      {rules.map((rule) => (
        <ShippingRuleRow
          key={rule.uuid}
          rule={rule}
          editing={rule.uuid === editingUuid}
          onEdit={() => onEdit(rule)}
          onDelete={() => onDelete(rule)}
        />
      ))}
    </Stack>
  );
}

interface ShippingRuleRowProps {
  rule: ShippingRule;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function ShippingRuleRow({ rule, editing, onEdit, onDelete }: ShippingRuleRowProps) {
  const context = copy.name(rule.price);
  return (
    <Card.Root
      as="li"
      variant="outline"
      borderColor={editing ? 'colorPalette.solid' : undefined}
      colorPalette="brand"
      bg={rule.isActive ? 'bg' : 'bg.subtle'}
      aria-current={editing || undefined}
    >
      <Card.Body p={{ base: 4, md: 5 }}>
        {/* The buttons go under the rule when its column is narrow (beside the form). */}
        <Flex wrap="wrap" gap={4} align="flex-start" justify="space-between">
          <Stack gap={3} minW={0} flex="1 1 14rem">
            <HStack gap={3} wrap="wrap">
              <Text as="h3" fontSize="2xl" fontWeight="bold" lineHeight="short">
                {formatCLP(rule.price)}
              </Text>
              <Badge
                colorPalette={rule.isActive ? 'green' : 'gray'}
                variant={rule.isActive ? 'solid' : 'outline'}
              >
                {rule.isActive ? copy.active : copy.inactive}
              </Badge>
              <Text fontSize="sm" color="fg.muted">
                {copy.fixedPrice} · {copy.communes(rule.cities.length)}
              </Text>
            </HStack>
            <RuleCommunes rule={rule} />
          </Stack>
          <HStack gap={2} flexShrink={0}>
            <Button
              size="sm"
              variant="outline"
              onClick={onEdit}
              data-rule-action={`edit:${rule.uuid}`}
            >
              <Pencil aria-hidden /> {copy.edit}
              <VisuallyHidden> {context}</VisuallyHidden>
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={onDelete}
              data-rule-action={`delete:${rule.uuid}`}
            >
              <Trash2 aria-hidden /> {copy.delete}
              <VisuallyHidden> {context}</VisuallyHidden>
            </Button>
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** The rule's communes as chips, the ones past `VISIBLE_COMMUNES` behind a '+N' toggle. */
function RuleCommunes({ rule }: { rule: ShippingRule }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hidden = rule.cities.length - VISIBLE_COMMUNES;
  const shown = expanded || hidden <= 0 ? rule.cities : rule.cities.slice(0, VISIBLE_COMMUNES);
  return (
    <Wrap
      as="ul"
      role="list"
      id={listId}
      gap={2}
      align="center"
      aria-label={copy.communesLabel(rule.price)}
    >
      {shown.map((commune) => (
        <Box as="li" key={commune} listStyleType="none">
          <Badge variant="subtle" colorPalette="gray" size="md" gap={1}>
            <MapPin aria-hidden size={12} />
            {commune}
          </Badge>
        </Box>
      ))}
      {hidden > 0 && (
        // In the list, so it sits after the last chip; it reads as one more item.
        <Box as="li" listStyleType="none">
          <Button
            size="2xs"
            variant="ghost"
            colorPalette="brand"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? (
              copy.less
            ) : (
              <>
                {copy.more(hidden)}
                <VisuallyHidden>{copy.moreContext(hidden)}</VisuallyHidden>
              </>
            )}
          </Button>
        </Box>
      )}
    </Wrap>
  );
}
