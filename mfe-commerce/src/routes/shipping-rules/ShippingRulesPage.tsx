import { useEffect, useId, useRef, useState } from 'react';
import type { ShippingRule } from '@platform/api/contracts';
import {
  Badge,
  Button,
  Card,
  CloseButton,
  Container,
  EmptyState,
  ErrorBox,
  errorMessage,
  Grid,
  Heading,
  HStack,
  LoadingState,
  PageHeader,
  Portal,
  Stack,
  Text,
  useBreakpointValue,
  useQuery,
} from '@platform/shared';
import { Drawer } from '@platform/shared/overlays';
import { Plus, Truck } from 'lucide-react';
import {
  DeleteShippingRuleDialog,
  ruleActionSelector,
  ShippingRuleForm,
  ShippingRuleList,
  ShippingRulesInfo,
  shippingRulesMessages as copy,
  shippingRulesQuery,
} from '../../features/shipping-rules';
import { messages } from '../../messages';

/** The rule open in the side form: a new one, or the one with this uuid. */
type Editor = { uuid: string | null };

/**
 * /shipping/rules (spec 2 §2): the store's rules, the side form, the info panel, and the
 * duplicate-price and delete dialogs. On wide screens the form is a panel beside the list; on
 * narrower ones it is a drawer, so the list keeps the whole width.
 */
export default function ShippingRulesPage() {
  const rules = useQuery(shippingRulesQuery());
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const [editor, setEditor] = useState<Editor | null>(null);
  const [deleting, setDeleting] = useState<ShippingRule | null>(null);
  const listTitleId = useId();
  const formTitleId = useId();
  const pageRef = useRef<HTMLDivElement>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  // What gets the focus once the screen shows the change (the form's panel unmounts, a deleted
  // row takes its button with it).
  const focusNext = useRef<(() => HTMLElement | null) | null>(null);

  useEffect(() => {
    const target = focusNext.current?.();
    if (target) {
      target.focus();
      focusNext.current = null;
    }
  });

  const all = rules.data ?? [];
  const editing = editor?.uuid ? (all.find((rule) => rule.uuid === editor.uuid) ?? null) : null;
  // A rule deleted meanwhile closes its form.
  const formOpen = editor !== null && (editor.uuid === null || editing !== null);

  // The rule last opened in the form: its row's 'Editar' gets the focus back when the form
  // closes (read when the drawer asks, after the editor state is already gone).
  const openedUuid = useRef<string | null>(null);

  const actionButton = (uuid: string, action: 'edit' | 'delete') => () =>
    pageRef.current?.querySelector<HTMLElement>(ruleActionSelector(uuid, action)) ?? null;
  /** Where the focus goes back when the form closes: the row it came from, else 'Nueva regla'. */
  const returnFocus = () =>
    (openedUuid.current ? actionButton(openedUuid.current, 'edit')() : null) ??
    newButtonRef.current;

  const openForm = (rule: ShippingRule | null) => {
    openedUuid.current = rule?.uuid ?? null;
    setEditor({ uuid: rule?.uuid ?? null });
  };
  const closeForm = () => {
    // The drawer gives the focus back itself (`finalFocusEl`).
    if (wide) focusNext.current = returnFocus;
    setEditor(null);
  };

  const form = formOpen && (
    <ShippingRuleForm
      key={editor.uuid ?? 'new'}
      rules={all}
      editing={editing}
      titleId={formTitleId}
      onDone={closeForm}
      onCancel={closeForm}
      onEditRule={openForm}
    />
  );
  const formTitle = editing ? copy.form.editTitle : copy.form.createTitle;

  return (
    <Container maxW="7xl" py={{ base: 6, md: 8 }} ref={pageRef}>
      <PageHeader
        title={messages.shippingRules.title}
        subtitle={copy.subtitle}
        actions={
          <Button ref={newButtonRef} colorPalette="brand" onClick={() => openForm(null)}>
            <Plus aria-hidden /> {copy.newRule}
          </Button>
        }
      />

      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(24rem, 28rem)' }}
        gap={6}
        alignItems="start"
      >
        <Stack as="section" aria-labelledby={listTitleId} gap={4}>
          <HStack gap={2}>
            <Heading as="h2" size="md" id={listTitleId}>
              {copy.listTitle}
            </Heading>
            {rules.isSuccess && all.length > 0 && (
              <Badge variant="subtle" colorPalette="gray">
                {copy.ruleCount(all.length)}
              </Badge>
            )}
          </HStack>

          {rules.isPending && <LoadingState label={copy.loading} />}
          {rules.isError && (
            <ErrorBox
              title={copy.loadError}
              message={errorMessage(rules.error)}
              onRetry={() => void rules.refetch()}
              retrying={rules.isFetching}
            />
          )}
          {rules.isSuccess &&
            (all.length === 0 ? (
              <Card.Root variant="outline" borderStyle="dashed">
                <EmptyState
                  as="h3"
                  icon={<Truck />}
                  title={copy.empty.title}
                  description={copy.empty.description}
                  action={
                    <Button colorPalette="brand" variant="outline" onClick={() => openForm(null)}>
                      <Plus aria-hidden /> {copy.empty.action}
                    </Button>
                  }
                />
              </Card.Root>
            ) : (
              <ShippingRuleList
                rules={all}
                editingUuid={formOpen ? (editor.uuid ?? null) : null}
                onEdit={openForm}
                onDelete={setDeleting}
              />
            ))}
        </Stack>

        <Stack gap={6}>
          {wide && formOpen && (
            <Card.Root as="section" aria-labelledby={formTitleId} variant="outline">
              <Card.Header pb={0}>
                <Stack gap={1}>
                  <Heading as="h2" size="md" id={formTitleId}>
                    {formTitle}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {copy.form.intro}
                  </Text>
                </Stack>
              </Card.Header>
              <Card.Body pb={2}>{form}</Card.Body>
            </Card.Root>
          )}
          <ShippingRulesInfo />
        </Stack>
      </Grid>

      {!wide && (
        <Drawer.Root
          open={formOpen}
          onOpenChange={(details) => {
            if (!details.open) closeForm();
          }}
          placement="end"
          size={{ base: 'full', sm: 'md' }}
          ids={{ title: formTitleId }}
          finalFocusEl={returnFocus}
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Header flexDirection="column" alignItems="flex-start" gap={1} pe={12}>
                  <Drawer.Title>{formTitle}</Drawer.Title>
                  <Drawer.Description fontSize="sm" color="fg.muted">
                    {copy.form.intro}
                  </Drawer.Description>
                </Drawer.Header>
                <Drawer.Body pb={0}>{form}</Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={copy.form.close} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}

      {deleting && (
        <DeleteShippingRuleDialog
          rule={deleting}
          onCancel={() => {
            focusNext.current = actionButton(deleting.uuid, 'delete');
            setDeleting(null);
          }}
          onDeleted={() => {
            if (editor?.uuid === deleting.uuid) setEditor(null);
            focusNext.current = () => newButtonRef.current;
            setDeleting(null);
          }}
        />
      )}
    </Container>
  );
}
