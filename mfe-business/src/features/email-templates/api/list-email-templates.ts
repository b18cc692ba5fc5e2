import type { EmailTemplate, EmailTemplateList } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';

export type { EmailTemplate };

/** The cache keys of the store's e-mail templates; a change updates `emailTemplateKeys.list()`. */
export const emailTemplateKeys = {
  all: ['email-templates'] as const,
  list: () => [...emailTemplateKeys.all, 'list'] as const,
};

/** `GET /email-templates` → the store's templates, each with its variables. */
export function listEmailTemplates(signal?: AbortSignal): Promise<EmailTemplateList> {
  return apiClient.get<EmailTemplateList>('/email-templates', { signal });
}

/** The store's templates, for `useQuery(emailTemplatesQuery())`. */
export const emailTemplatesQuery = () =>
  queryOptions({
    queryKey: emailTemplateKeys.list(),
    queryFn: ({ signal }) => listEmailTemplates(signal),
  });
