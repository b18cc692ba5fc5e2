import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { CommercePlan } from '@platform/api/contracts';
import { Button, Container, PageHeader, Stack } from '@platform/shared';
import { COMMERCE_PLAN_STATUSES, type CommercePlanStatus } from '@platform/shared/constants';
import { Tabs } from '@platform/shared/widgets';
import { Archive, CircleCheck, Plus } from 'lucide-react';
import type { PlanActionHandlers } from '../../features/commerce-plans/components/PlanCard';
import { PlanList } from '../../features/commerce-plans/components/PlanList';
import { usePlansTab } from '../../features/commerce-plans/hooks/use-plans-tab';
import { plansMessages as copy } from '../../features/commerce-plans/messages';

// The dialogs load on first use, so the grid's first render carries none of their code (the
// overlays, the form and its rules).
const PlanModal = lazy(() => import('../../features/commerce-plans/components/PlanModal'));
const ArchivePlanDialog = lazy(
  () => import('../../features/commerce-plans/components/ArchivePlanDialog'),
);

/** The one dialog open at a time, with the plan it acts on. */
type OpenDialog =
  | { kind: 'plan'; mode: 'create' }
  | { kind: 'plan'; mode: 'edit' | 'copy'; plan: CommercePlan }
  | { kind: 'archive'; plan: CommercePlan };

const TAB_ICONS: Record<CommercePlanStatus, typeof Archive> = {
  active: CircleCheck,
  archived: Archive,
};

/** /plans — the plans the store's clients subscribe to, by tab, with their dialogs (spec 2 §2). */
export default function PlansPage() {
  const [tab, setTab] = usePlansTab();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const activeTabRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setDialog(null), []);
  const newPlan = () => setDialog({ kind: 'plan', mode: 'create' });
  const handlers: PlanActionHandlers = {
    onEdit: (plan) => setDialog({ kind: 'plan', mode: 'edit', plan }),
    onCopy: (plan) => setDialog({ kind: 'plan', mode: 'copy', plan }),
    onArchive: (plan) => setDialog({ kind: 'archive', plan }),
  };

  return (
    <Container maxW="7xl" py={{ base: 6, md: 8 }}>
      <Stack gap={4}>
        <PageHeader
          title={copy.title}
          subtitle={copy.subtitle}
          actions={
            <Button colorPalette="brand" onClick={newPlan}>
              <Plus />
              {copy.newPlan}
            </Button>
          }
        />
        <Tabs.Root
          value={tab}
          onValueChange={(details) => setTab(details.value as CommercePlanStatus)}
          variant="line"
          lazyMount
          unmountOnExit
        >
          <Tabs.List aria-label={copy.tabs.label}>
            {COMMERCE_PLAN_STATUSES.map((status) => {
              const Icon = TAB_ICONS[status];
              return (
                <Tabs.Trigger
                  key={status}
                  value={status}
                  ref={status === 'active' ? activeTabRef : undefined}
                >
                  <Icon aria-hidden />
                  {copy.tabs[status]}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          {COMMERCE_PLAN_STATUSES.map((status) => (
            <Tabs.Content key={status} value={status} pt={6}>
              <PlanList status={status} onNewPlan={newPlan} {...handlers} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>

      <Suspense fallback={null}>
        {dialog?.kind === 'plan' && (
          <PlanModal
            mode={dialog.mode}
            plan={dialog.mode === 'create' ? undefined : dialog.plan}
            onClose={close}
          />
        )}
        {dialog?.kind === 'archive' && (
          <ArchivePlanDialog
            plan={dialog.plan}
            onClose={close}
            focusAfterArchive={() => activeTabRef.current}
          />
        )}
      </Suspense>
    </Container>
  );
}
