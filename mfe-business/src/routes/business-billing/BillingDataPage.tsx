import { Container, PageHeader } from '@platform/shared';
import { BillingInfoEditor } from '../../features/business-data/components/BillingInfoEditor';
import { messages } from '../../messages';

const copy = messages.billingData;

/** /business/billing 'Datos de Facturación' (spec 3 §2). */
export default function BillingDataPage() {
  return (
    <Container maxW="4xl" py={{ base: 6, md: 8 }}>
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      <BillingInfoEditor />
    </Container>
  );
}
