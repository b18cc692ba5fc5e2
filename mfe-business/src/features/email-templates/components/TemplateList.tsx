import { forwardRef } from 'react';
import { Badge, Box, Link, RouterLink, Span, Stack } from '@platform/shared';
import type { EmailTemplate } from '../api/list-email-templates';
import { emailTemplateMessages } from '../messages';
import { templateHref, type TemplateTab } from '../urls';

const copy = emailTemplateMessages.list;

interface TemplateListProps {
  templates: EmailTemplate[];
  selectedId: string;
  tab: TemplateTab;
  /** The open template has unsaved changes: its entry says so. */
  dirty: boolean;
}

/**
 * The store's templates (name, description, subject), each a link to its editor (`?template=`);
 * the open one is marked as the current page. A link followed while the open template has
 * unsaved changes asks first (the page's leave guard).
 */
export const TemplateList = forwardRef<HTMLElement, TemplateListProps>(function TemplateList(
  { templates, selectedId, tab, dirty },
  ref,
) {
  return (
    <Box as="nav" ref={ref} aria-label={copy.label}>
      <Stack as="ul" gap={2} listStyleType="none" m={0} p={0}>
        {templates.map((template) => {
          const selected = template.id === selectedId;
          return (
            <li key={template.id}>
              <Link
                asChild
                display="flex"
                flexDirection="column"
                alignItems="stretch"
                gap={1}
                p={3}
                rounded="md"
                borderWidth="1px"
                borderColor={selected ? 'brand.solid' : 'border'}
                bg={selected ? 'brand.subtle' : 'bg'}
                color="fg"
                textDecoration="none"
                _hover={{ bg: selected ? 'brand.subtle' : 'bg.subtle', textDecoration: 'none' }}
                aria-current={selected ? 'page' : undefined}
              >
                <RouterLink to={templateHref(template.id, tab)} replace>
                  <Span fontWeight="semibold">{template.name}</Span>
                  <Span fontSize="sm" color="fg.muted">
                    {template.description}
                  </Span>
                  <Span fontSize="sm" color="fg.muted" lineClamp={2} wordBreak="break-word">
                    {copy.subject} {template.subject}
                  </Span>
                  {selected && dirty && (
                    <Badge colorPalette="orange" alignSelf="flex-start" size="sm">
                      {copy.unsaved}
                    </Badge>
                  )}
                </RouterLink>
              </Link>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
});
