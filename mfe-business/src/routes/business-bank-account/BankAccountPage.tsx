import {
  Container,
  ErrorBox,
  GENERIC_ERROR_MESSAGE,
  isApiError,
  Link,
  LoadingState,
  PageHeader,
  RouterLink,
  Stack,
} from '@platform/shared';
import { ArrowLeft } from 'lucide-react';
import { BankAccountForm } from '../../features/bank-account/components/BankAccountForm';
import { useBankAccount } from '../../features/bank-account/hooks/use-bank-account';
import { messages } from '../../messages';

const copy = messages.bankAccount;

/** /business/bank-account — the account the store's payouts are paid into (spec 2 §2). */
export default function BankAccountPage() {
  const load = useBankAccount();
  return (
    // Kept to the left at 3xl: the setup guide floats over the bottom right of wide screens.
    <Container maxW="7xl" py={{ base: 6, md: 8 }}>
      <Stack gap={4} maxW="3xl">
        <Link asChild color="fg.muted" fontSize="sm" alignSelf="flex-start">
          <RouterLink to="/">
            <ArrowLeft size={16} aria-hidden /> {copy.back}
          </RouterLink>
        </Link>
        <PageHeader title={copy.title} subtitle={copy.subtitle} />
        {load.status === 'loading' && <LoadingState label={copy.loading} showLabel />}
        {load.status === 'failed' && (
          <ErrorBox
            title={copy.loadError}
            message={isApiError(load.error) ? load.error.message : GENERIC_ERROR_MESSAGE}
            onRetry={load.reload}
          />
        )}
        {load.status === 'ready' && <BankAccountForm account={load.account} />}
      </Stack>
    </Container>
  );
}
