import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Card, Grid, useNavigate, useSearchParams } from '@platform/shared';
import type { EmailTemplate } from '../api/list-email-templates';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { readTemplateSearch, templateSearchParams, type TemplateTab } from '../urls';
import { TemplateEditor } from './TemplateEditor';
import LeaveTemplateDialog from './LeaveTemplateDialog';
import { TemplateList } from './TemplateList';

interface PendingLeave {
  path: string;
  link: HTMLAnchorElement;
}

/**
 * The list of templates and the open template's editor, the open template and tab in the URL.
 * While the editor has unsaved changes, following any link (another template, another page) asks
 * first, and a reload or a closed tab gets the browser's question.
 */
export function EmailTemplatesEditor({ templates }: { templates: EmailTemplate[] }) {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readTemplateSearch(params), [params]);
  // A missing or unknown id opens the first template; the address is corrected in place.
  const selected = templates.find((template) => template.id === search.template) ?? templates[0]!;
  useEffect(() => {
    if (search.template !== selected.id) {
      setParams(templateSearchParams({ ...search, template: selected.id }, params), {
        replace: true,
      });
    }
  }, [params, search, selected.id, setParams]);

  const setTab = useCallback(
    (tab: TemplateTab) =>
      setParams(
        (current) => templateSearchParams({ ...readTemplateSearch(current), tab }, current),
        {
          replace: true,
        },
      ),
    [setParams],
  );

  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState<PendingLeave | null>(null);
  useLeaveGuard(
    dirty,
    useCallback((path: string, link: HTMLAnchorElement) => setLeaving({ path, link }), []),
  );
  const navigate = useNavigate();
  const listRef = useRef<HTMLElement>(null);

  const leave = () => {
    if (!leaving) return;
    const { path, link } = leaving;
    setLeaving(null);
    setDirty(false);
    navigate(path, { replace: listRef.current?.contains(link) ?? false });
    // Another template: the focus stays on its link, as after any link of the list.
    if (listRef.current?.contains(link)) requestAnimationFrame(() => link.focus());
  };

  return (
    <Grid templateColumns={{ base: '1fr', lg: '18rem minmax(0, 1fr)' }} gap={{ base: 6, lg: 8 }}>
      <TemplateList
        ref={listRef}
        templates={templates}
        selectedId={selected.id}
        tab={search.tab}
        dirty={dirty}
      />
      <Card.Root>
        <Card.Body>
          <TemplateEditor
            key={selected.id}
            template={selected}
            tab={search.tab}
            onTabChange={setTab}
            onDirtyChange={setDirty}
          />
        </Card.Body>
      </Card.Root>
      {leaving && (
        <Suspense fallback={null}>
          <LeaveTemplateDialog
            templateName={selected.name}
            onStay={() => setLeaving(null)}
            onLeave={leave}
          />
        </Suspense>
      )}
    </Grid>
  );
}
