import { useId } from 'react';
import {
  Button,
  EmptyState,
  ErrorBox,
  errorMessage,
  LoadingState,
  SimpleGrid,
  Stack,
  useQuery,
  VisuallyHidden,
} from '@platform/shared';
import type { CommercePlanStatus } from '@platform/shared/constants';
import { Archive, Layers, Plus } from 'lucide-react';
import { commercePlanListQuery } from '../api/list-commerce-plans';
import { plansMessages } from '../messages';
import { PlanCard, type PlanActionHandlers } from './PlanCard';

const copy = plansMessages.list;

export interface PlanListProps extends PlanActionHandlers {
  /** The tab: which plans are listed (spec 2 §4). */
  status: CommercePlanStatus;
  onNewPlan: () => void;
}

/** The plans of one tab as a card grid, with its loading, error and empty states. */
export function PlanList({ status, onNewPlan, ...handlers }: PlanListProps) {
  const titleId = useId();
  const list = useQuery(commercePlanListQuery(status));

  let content;
  if (list.isPending) {
    content = <LoadingState label={copy.loading} showLabel />;
  } else if (list.isError) {
    content = (
      <ErrorBox
        title={copy.loadError}
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.plans.length === 0) {
    const empty = plansMessages.empty[status];
    content = (
      <EmptyState
        icon={status === 'active' ? <Layers /> : <Archive />}
        title={empty.title}
        as="h3"
        description={empty.description}
        action={
          status === 'active' && (
            <Button colorPalette="brand" onClick={onNewPlan}>
              <Plus />
              {plansMessages.newPlan}
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <SimpleGrid
        as="ul"
        columns={{ base: 1, md: 2, xl: 3 }}
        gap={4}
        listStyleType="none"
        m={0}
        p={0}
        aria-labelledby={titleId}
      >
        {list.data.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} {...handlers} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack as="section" aria-labelledby={titleId} gap={4}>
      <VisuallyHidden asChild>
        <h2 id={titleId}>{copy.label[status]}</h2>
      </VisuallyHidden>
      {content}
    </Stack>
  );
}
