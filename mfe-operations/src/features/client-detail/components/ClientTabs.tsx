import type { ComponentType } from 'react';
import { Tabs } from '@platform/shared/widgets';
import { History, Mail, MapPin, Repeat, ShoppingBag } from 'lucide-react';
import { useClientTab } from '../hooks/use-client-tab';
import { clientDetailMessages } from '../messages';
import { CLIENT_TABS, type ClientTab } from '../urls';
import { ClientAddressesTab } from './ClientAddressesTab';
import { ClientCommunicationsTab } from './ClientCommunicationsTab';
import { ClientHistoryTab } from './ClientHistoryTab';
import { ClientOrdersTab } from './ClientOrdersTab';
import { ClientSubscriptionsTab } from './ClientSubscriptionsTab';

const copy = clientDetailMessages.tabs;

const TABS: Record<
  ClientTab,
  { icon: ComponentType<{ 'aria-hidden'?: boolean }>; panel: ComponentType<{ clientId: string }> }
> = {
  orders: { icon: ShoppingBag, panel: ClientOrdersTab },
  subscriptions: { icon: Repeat, panel: ClientSubscriptionsTab },
  addresses: { icon: MapPin, panel: ClientAddressesTab },
  communications: { icon: Mail, panel: ClientCommunicationsTab },
  history: { icon: History, panel: ClientHistoryTab },
};

/**
 * The five tabs of a client (spec 3 §2), the open one in the URL (`?tab=`). A tab's list loads
 * when the tab is first opened, and each has its own loading, error and empty states.
 */
export function ClientTabs({ clientId }: { clientId: string }) {
  const [tab, setTab] = useClientTab();
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => setTab(details.value as ClientTab)}
      variant="line"
      lazyMount
      unmountOnExit
    >
      <Tabs.List
        aria-label={copy.label}
        data-tour="client-tabs"
        overflowX="auto"
        overflowY="hidden"
      >
        {CLIENT_TABS.map((value) => {
          const Icon = TABS[value].icon;
          return (
            <Tabs.Trigger
              key={value}
              value={value}
              data-tour={`client-tab-${value}`}
              flexShrink={0}
            >
              <Icon aria-hidden />
              {copy[value]}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {CLIENT_TABS.map((value) => {
        const Panel = TABS[value].panel;
        return (
          <Tabs.Content key={value} value={value} pt={6}>
            <Panel clientId={clientId} />
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
