import {
  Container,
  EmptyState,
  ErrorBox,
  errorMessage,
  LoadingState,
  PageHeader,
  useQuery,
} from '@platform/shared';
import { Mail } from 'lucide-react';
import { emailTemplatesQuery } from '../../features/email-templates/api/list-email-templates';
import { EmailTemplatesEditor } from '../../features/email-templates/components/EmailTemplatesEditor';
import { emailTemplateMessages as copy } from '../../features/email-templates/messages';
import { messages } from '../../messages';

/**
 * /customization/email-templates 'Plantillas de Correo' (spec 3 §2): the store's templates and
 * the editor of the one open, with its edit and preview tabs.
 */
export default function EmailTemplatesPage() {
  const templates = useQuery(emailTemplatesQuery());
  return (
    <Container maxW="7xl" py={{ base: 6, md: 8 }}>
      <PageHeader title={messages.emailTemplates.title} subtitle={copy.subtitle} />
      {templates.isPending && <LoadingState label={copy.loading} showLabel />}
      {templates.isError && (
        <ErrorBox
          title={copy.loadError}
          message={errorMessage(templates.error)}
          onRetry={() => void templates.refetch()}
          retrying={templates.isFetching}
        />
      )}
      {templates.isSuccess &&
        (templates.data.templates.length === 0 ? (
          <EmptyState
            icon={<Mail />}
            title={copy.empty.title}
            description={copy.empty.description}
          />
        ) : (
          <EmailTemplatesEditor templates={templates.data.templates} />
        ))}
    </Container>
  );
}
