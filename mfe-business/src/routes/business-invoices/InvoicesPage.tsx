import { Container, Link, PageHeader, RouterLink, Stack, useQuery } from '@platform/shared';
import { ArrowLeft } from 'lucide-react';
import { invoicesQuery } from '../../features/invoices/api/list-invoices';
import { ExportInvoicesButton } from '../../features/invoices/components/ExportInvoicesButton';
import { InvoiceList } from '../../features/invoices/components/InvoiceList';
import { invoiceMessages } from '../../features/invoices/messages';

/** /business/invoices — 'Facturas Recibidas': the platform's invoices to the store (spec 3 §2). */
export default function InvoicesPage() {
  const invoices = useQuery(invoicesQuery());
  const list = invoices.data?.invoices ?? [];
  return (
    <Container maxW="7xl" py={{ base: 6, md: 8 }}>
      <Stack gap={4}>
        <Link asChild color="fg.muted" fontSize="sm" alignSelf="flex-start">
          <RouterLink to="/">
            <ArrowLeft size={16} aria-hidden /> {invoiceMessages.back}
          </RouterLink>
        </Link>
        <PageHeader
          title={invoiceMessages.title}
          subtitle={invoiceMessages.subtitle}
          actions={list.length > 0 && <ExportInvoicesButton invoices={list} />}
        />
        <InvoiceList invoices={invoices} />
      </Stack>
    </Container>
  );
}
