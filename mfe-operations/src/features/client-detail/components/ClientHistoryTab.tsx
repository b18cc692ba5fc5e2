import type { ComponentType } from 'react';
import type { ClientHistoryEntry } from '@platform/api/contracts';
import { Box, EmptyState, formatDateTime, HStack, Stack, Text, useQuery } from '@platform/shared';
import {
  CalendarPlus,
  CalendarX,
  History,
  Layers,
  LogIn,
  PackageMinus,
  PackagePlus,
  ShoppingCart,
} from 'lucide-react';
import { clientHistoryQuery } from '../api/list-client-history';
import { usePages } from '../hooks/use-pages';
import { clientDetailMessages } from '../messages';
import { TabPager } from './TabPager';
import { TabQuery } from './TabQuery';

const copy = clientDetailMessages.history;

type Icon = ComponentType<{ size?: number }>;

/** An icon and a colour palette per kind of entry (spec 3 §2). */
const ENTRY_LOOK: Record<ClientHistoryEntry['type'], { icon: Icon; palette: string }> = {
  subscription_created: { icon: CalendarPlus, palette: 'green' },
  subscription_cancelled: { icon: CalendarX, palette: 'red' },
  product_added: { icon: PackagePlus, palette: 'blue' },
  product_removed: { icon: PackageMinus, palette: 'orange' },
  quantity_changed: { icon: Layers, palette: 'purple' },
  login: { icon: LogIn, palette: 'gray' },
  order_placed: { icon: ShoppingCart, palette: 'brand' },
};

function Timeline({ history }: { history: ClientHistoryEntry[] }) {
  const pages = usePages(history);
  return (
    <Box>
      <Stack as="ol" aria-label={copy.title} gap={0} m={0} p={0} listStyleType="none">
        {pages.rows.map((entry, index) => {
          const look = ENTRY_LOOK[entry.type] ?? { icon: History, palette: 'gray' };
          const EntryIcon = look.icon;
          const last = index === pages.rows.length - 1;
          return (
            <HStack as="li" key={entry.uuid} align="stretch" gap={4}>
              <Stack align="center" gap={0} flexShrink={0}>
                <Box
                  aria-hidden
                  colorPalette={look.palette}
                  bg="colorPalette.subtle"
                  color="colorPalette.fg"
                  boxSize="9"
                  rounded="full"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                >
                  <EntryIcon size={16} />
                </Box>
                {!last && <Box flex="1" w="2px" bg="border" minH="4" />}
              </Stack>
              <Stack gap={0.5} pb={last ? 0 : 5} minW={0}>
                <Text
                  fontSize="xs"
                  fontWeight="semibold"
                  color="fg.muted"
                  textTransform="uppercase"
                >
                  {copy.types[entry.type] ?? entry.type}
                </Text>
                <Text>{entry.details}</Text>
                <Text fontSize="sm" color="fg.muted">
                  <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
                </Text>
              </Stack>
            </HStack>
          );
        })}
      </Stack>
      <TabPager pages={pages} />
    </Box>
  );
}

/** The Historial tab (spec 3 §2): what the client did, newest first, as a paged timeline. */
export function ClientHistoryTab({ clientId }: { clientId: string }) {
  const history = useQuery(clientHistoryQuery(clientId));
  return (
    <TabQuery query={history} loading={copy.loading} error={copy.loadError}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState icon={<History />} title={copy.empty} description={copy.emptyHint} as="h3" />
        ) : (
          <Timeline history={list} />
        )
      }
    </TabQuery>
  );
}
