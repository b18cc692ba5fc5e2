import { useId, type ReactNode } from 'react';
import type { CommercePlan } from '@platform/api/contracts';
import {
  Badge,
  Box,
  Button,
  Card,
  formatCLP,
  formatNumber,
  Heading,
  HStack,
  List,
  Stack,
  Text,
  VisuallyHidden,
  Wrap,
} from '@platform/shared';
import { Archive, Copy, Pencil } from 'lucide-react';
import { plansMessages } from '../messages';
import { BenefitMark } from './BenefitMark';

const copy = plansMessages.card;

/** What a card's buttons ask the page to do; the page owns the dialogs they open. */
export interface PlanActionHandlers {
  onEdit: (plan: CommercePlan) => void;
  onCopy: (plan: CommercePlan) => void;
  onArchive: (plan: CommercePlan) => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box minW={0}>
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="sm" fontWeight="medium">
        {value}
      </Text>
    </Box>
  );
}

function BenefitList({ items, excluded = false }: { items: string[]; excluded?: boolean }) {
  const titleId = useId();
  if (!items.length) return null;
  return (
    <Stack gap={2}>
      <Text id={titleId} fontSize="sm" fontWeight="semibold">
        {excluded ? copy.excluded : copy.included}
      </Text>
      <List.Root variant="plain" gap={1.5} aria-labelledby={titleId}>
        {items.map((benefit, index) => (
          <List.Item
            key={`${index}-${benefit}`}
            gap={2}
            alignItems="flex-start"
            fontSize="sm"
            color={excluded ? 'fg.muted' : 'fg'}
            wordBreak="break-word"
          >
            <BenefitMark excluded={excluded} />
            {benefit}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/**
 * One plan of the grid (spec 2 §3): its price, frequencies, subscribers and benefits, and its
 * actions. Only an active plan can be edited or archived (spec 2 §4); any plan can be copied,
 * since a copy is a new active plan. Each button is named by its word and then the plan.
 */
export function PlanCard({
  plan,
  onEdit,
  onCopy,
  onArchive,
}: PlanActionHandlers & { plan: CommercePlan }) {
  const archived = plan.status === 'archived';
  const action = (label: string, icon: ReactNode, run: () => void, palette?: string) => (
    <Button size="sm" variant="outline" colorPalette={palette} onClick={run}>
      {icon}
      {label}
      <VisuallyHidden>{` ${plan.name}`}</VisuallyHidden>
    </Button>
  );
  return (
    <Card.Root as="li" size="sm" height="full">
      <Card.Body gap={4}>
        <Stack gap={2}>
          <HStack justify="space-between" align="flex-start" gap={3}>
            <Heading as="h3" size="md" wordBreak="break-word">
              {plan.name}
            </Heading>
            {archived && <Badge flexShrink={0}>{copy.archived}</Badge>}
          </HStack>
          <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
            {formatCLP(plan.price)}
          </Text>
          {plan.description && (
            <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
              {plan.description}
            </Text>
          )}
        </Stack>
        <Wrap as="dl" columnGap={5} rowGap={3}>
          <Fact
            label={copy.deliveryFrequency}
            value={plansMessages.deliveryFrequencies[plan.deliveryFrequency]}
          />
          <Fact
            label={copy.renewalPeriod}
            value={plansMessages.renewalPeriods[plan.renewalPeriod]}
          />
          <Fact label={copy.subscribers} value={formatNumber(plan.subscriberCount)} />
        </Wrap>
        <BenefitList items={plan.benefits} />
        <BenefitList items={plan.excludedBenefits} excluded />
      </Card.Body>
      <Card.Footer>
        <Wrap gap={2}>
          {!archived && action(plansMessages.actions.edit, <Pencil />, () => onEdit(plan))}
          {action(plansMessages.actions.copy, <Copy />, () => onCopy(plan))}
          {!archived &&
            action(plansMessages.actions.archive, <Archive />, () => onArchive(plan), 'red')}
        </Wrap>
      </Card.Footer>
    </Card.Root>
  );
}
