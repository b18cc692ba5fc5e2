import { Container, Link, PageHeader, RouterLink, Stack } from '@platform/shared';
import { ArrowLeft } from 'lucide-react';
import { ClientFilters } from '../../features/clients/components/ClientFilters';
import { ClientList } from '../../features/clients/components/ClientList';
import { ExportClientsButton } from '../../features/clients/components/ExportClientsButton';
import { useClientList } from '../../features/clients/hooks/use-client-list';
import { useClientSearch } from '../../features/clients/hooks/use-client-search';
import { clientsMessages as copy } from '../../features/clients/messages';

/** /clients — the store's clients: search, status, sort and pages, all in the URL (spec 3 §2). */
export default function ClientsPage() {
  const clientSearch = useClientSearch();
  const list = useClientList(clientSearch);

  return (
    <Container maxW="7xl" py={{ base: 6, md: 8 }}>
      <Stack gap={4}>
        <Link asChild color="fg.muted" fontSize="sm" alignSelf="flex-start">
          <RouterLink to="/">
            <ArrowLeft size={16} aria-hidden /> {copy.back}
          </RouterLink>
        </Link>
        <PageHeader title={copy.title} subtitle={copy.subtitle} actions={<ExportClientsButton />} />
        <ClientFilters {...clientSearch} />
        <ClientList {...clientSearch} list={list} />
      </Stack>
    </Container>
  );
}
