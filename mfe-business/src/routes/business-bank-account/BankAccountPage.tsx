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
import { BankAccountForm } from '../../features/bank-account/components/BankAccountForm';
import { bankAccountQuery } from '../../features/bank-account/api/get-bank-account';
import { messages } from '../../messages';

const copy = messages.bankAccount;

/** /business/bank-account — the account the store's payouts are paid into (spec 2 §2). */
export default function BankAccountPage() {
  const account = useQuery(bankAccountQuery());
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
        {account.isPending && <LoadingState label={copy.loading} showLabel />}
        {account.isError && (
          <ErrorBox
            title={copy.loadError}
            message={errorMessage(account.error)}
            onRetry={() => void account.refetch()}
            retrying={account.isFetching}
          />
        )}
        {account.isSuccess && <BankAccountForm account={account.data} />}
      </Stack>
    </Container>
  );
}
