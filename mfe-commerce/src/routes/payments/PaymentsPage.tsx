import { Container, Link, PageHeader, RouterLink, Stack } from '@platform/shared';
import { ArrowLeft } from 'lucide-react';
import { PaymentMethodOptions } from '../../features/payment-methods/components/PaymentMethodOptions';
import { paymentsMessages as copy } from '../../features/payment-methods/messages';

/**
 * /payments — the payment method options (spec 2 §2: beyond the back link, the page shows only
 * those of §3). Saved cards are managed from My Account.
 */
export default function PaymentsPage() {
  return (
    // Kept to the left at 3xl, like the other one-form pages.
    <Container maxW="7xl" py={{ base: 6, md: 8 }}>
      <Stack gap={4} maxW="3xl">
        <Link asChild color="fg.muted" fontSize="sm" alignSelf="flex-start">
          <RouterLink to="/">
            <ArrowLeft size={16} aria-hidden /> {copy.back}
          </RouterLink>
        </Link>
        <PageHeader title={copy.title} subtitle={copy.subtitle} />
        <PaymentMethodOptions />
      </Stack>
    </Container>
  );
}
