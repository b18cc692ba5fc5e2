import {
  Container,
  EmptyState,
  ErrorBox,
  errorMessage,
  HStack,
  Link,
  LoadingState,
  PageHeader,
  RouterLink,
  Stack,
  useParams,
  useLocation,
  useQuery,
} from '@platform/shared';
import { ArrowLeft, House, UserX } from 'lucide-react';
import { backToListPath } from '../../back-to-list';
import { CLIENTS_PATH } from '../../features/clients';
import { clientQuery } from '../../features/client-detail/api/get-client';
import { ClientHeader } from '../../features/client-detail/components/ClientHeader';
import { ClientTabs } from '../../features/client-detail/components/ClientTabs';
import { useClientDetailTour } from '../../features/client-detail/hooks/use-client-detail-tour';
import { clientDetailMessages as copy } from '../../features/client-detail/messages';

/** The api's client ids; anything else cannot be a client (the api would refuse it with a 400). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * 'Volver a la lista' (to the list as it was left, when the detail was opened from it) and
 * 'Volver al Inicio' (spec 3 §2).
 */
function BackLinks() {
  const { state } = useLocation();
  return (
    <HStack gap={5} wrap="wrap" fontSize="sm" data-tour="client-back">
      <Link asChild color="fg.muted">
        <RouterLink to={backToListPath(state, CLIENTS_PATH)}>
          <ArrowLeft size={16} aria-hidden /> {copy.backToList}
        </RouterLink>
      </Link>
      <Link asChild color="fg.muted">
        <RouterLink to="/">
          <House size={16} aria-hidden /> {copy.backHome}
        </RouterLink>
      </Link>
    </HStack>
  );
}

/** /clients/:id — a client's header and their five tabs (spec 3 §2). */
export default function ClientDetailPage() {
  const { id = '' } = useParams();
  const known = UUID.test(id);
  const client = useQuery({ ...clientQuery(id), enabled: known });
  const notFound = !known || (client.isError && client.error.status === 404);
  useClientDetailTour(client.isSuccess);

  let content;
  if (notFound) {
    content = (
      <EmptyState
        as="h1"
        icon={<UserX />}
        title={copy.notFound.title}
        description={copy.notFound.description}
      />
    );
  } else if (client.isError) {
    content = (
      <>
        <PageHeader title={copy.title} />
        <ErrorBox
          title={copy.loadError}
          message={errorMessage(client.error)}
          onRetry={() => void client.refetch()}
          retrying={client.isFetching}
        />
      </>
    );
  } else if (client.isPending) {
    content = (
      <>
        <PageHeader title={copy.title} />
        <LoadingState label={copy.loading} showLabel />
      </>
    );
  } else {
    content = (
      <>
        <ClientHeader client={client.data} />
        <ClientTabs clientId={client.data.id} />
      </>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: 6, md: 8 }}>
      <Stack gap={6}>
        <BackLinks />
        {content}
      </Stack>
    </Container>
  );
}
