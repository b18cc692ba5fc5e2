import type { ReactNode } from 'react';
import { Box, Button, EmptyState } from '@platform/shared';

interface NoResultsProps {
  /** A lucide icon element (`<SearchX />`). */
  icon: ReactNode;
  title: string;
  description: string;
  /** The way back to everything: its text and what it clears. */
  clear?: { label: string; onClick: () => void };
}

/** What a searchable list shows, in its frame, when nothing matches the search and filters. */
export function NoResults({ icon, title, description, clear }: NoResultsProps) {
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg">
      <EmptyState
        icon={icon}
        title={title}
        description={description}
        action={
          clear ? (
            <Button variant="outline" onClick={clear.onClick}>
              {clear.label}
            </Button>
          ) : undefined
        }
      />
    </Box>
  );
}
