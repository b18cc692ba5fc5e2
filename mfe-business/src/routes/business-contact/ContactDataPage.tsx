import { Container, Link, PageHeader, RouterLink } from '@platform/shared';
import { ArrowLeft } from 'lucide-react';
import { BusinessContactEditor } from '../../features/business-data/components/BusinessContactEditor';
import { messages } from '../../messages';

const copy = messages.contactData;

/** /business/contact 'Información de Contacto' (spec 3 §2). */
export default function ContactDataPage() {
  return (
    <Container maxW="4xl" py={{ base: 6, md: 8 }}>
      <Link asChild colorPalette="brand" fontSize="sm" fontWeight="medium" mb={4}>
        <RouterLink to="/">
          <ArrowLeft size={16} aria-hidden />
          {copy.back}
        </RouterLink>
      </Link>
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      <BusinessContactEditor />
    </Container>
  );
}
