import {
  Container,
  ErrorBox,
  errorMessage,
  Link,
  LoadingState,
  PageHeader,
  RouterLink,
  Stack,
  useQuery,
} from '@platform/shared';
import { ArrowLeft } from 'lucide-react';
import { domainQuery } from '../../features/store-domain/api/get-domain';
import { AliasForm } from '../../features/store-domain/components/AliasForm';
import { CustomDomainSection } from '../../features/store-domain/components/CustomDomainSection';
import { domainMessages } from '../../features/store-domain/messages';
import { messages } from '../../messages';

/**
 * /customization/domain 'URL Personalizada' (spec 3 §2): the store's alias for every plan, and the
 * custom domain with its DNS instructions and status for Pro (an upgrade prompt otherwise).
 */
export default function DomainPage() {
  const domain = useQuery(domainQuery());
  return (
    // Kept to the left at 3xl: the setup guide floats over the bottom right of wide screens.
    <Container maxW="7xl" py={{ base: 6, md: 8 }}>
      <Stack gap={4} maxW="3xl">
        <Link asChild color="fg.muted" fontSize="sm" alignSelf="flex-start">
          <RouterLink to="/">
            <ArrowLeft size={16} aria-hidden /> {domainMessages.back}
          </RouterLink>
        </Link>
        <PageHeader title={messages.domain.title} subtitle={domainMessages.subtitle} />
        {domain.isPending && <LoadingState label={domainMessages.loading} showLabel />}
        {domain.isError && (
          <ErrorBox
            title={domainMessages.loadError}
            message={errorMessage(domain.error)}
            onRetry={() => void domain.refetch()}
            retrying={domain.isFetching}
          />
        )}
        {domain.isSuccess && (
          <Stack gap={6}>
            <AliasForm settings={domain.data} />
            <CustomDomainSection settings={domain.data} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
