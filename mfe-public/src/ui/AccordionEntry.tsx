import type { ReactNode } from 'react';
import { Stack } from '@platform/shared';
import { Accordion } from '@platform/shared/widgets';

interface AccordionEntryProps {
  value: string;
  /** An anchor for links to this entry. */
  id?: string;
  /** What the entry is (a question, an article's title): the button that opens it. */
  trigger: ReactNode;
  /** Muted text for the body ('fg.muted'); the page's text colour otherwise. */
  bodyColor?: string;
  children: ReactNode;
}

/** One entry of an enclosed accordion (a FAQ question, a docs article), opening in place. */
export function AccordionEntry({ value, id, trigger, bodyColor, children }: AccordionEntryProps) {
  return (
    <Accordion.Item value={value} id={id}>
      <Accordion.ItemTrigger cursor="pointer" py={4}>
        {trigger}
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody>
          <Stack gap={3} color={bodyColor}>
            {children}
          </Stack>
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}
