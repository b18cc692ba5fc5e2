import type { EmailTemplateList } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import type { EmailTemplatePayload } from '@platform/shared/validation';
import { emailTemplateKeys, type EmailTemplate } from './list-email-templates';

/**
 * `PUT /email-templates/{id}` with `{id, subject, content}` (spec 3 §7) → the template as saved,
 * its HTML sanitised by the api. A 400 names the fields (`fields`) and any unknown variables.
 */
export function updateEmailTemplate(template: EmailTemplatePayload): Promise<EmailTemplate> {
  const { id, subject, content } = template;
  return apiClient.put<EmailTemplate>(`/email-templates/${encodeURIComponent(id)}`, {
    id,
    subject,
    content,
  });
}

/** Saves a template; the cached list then holds the saved one, so the list shows it at once. */
export function useUpdateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-email-template'],
    mutationFn: updateEmailTemplate,
    onSuccess: (saved) =>
      queryClient.setQueryData<EmailTemplateList>(emailTemplateKeys.list(), (list) =>
        list
          ? {
              templates: list.templates.map((template) =>
                template.id === saved.id ? saved : template,
              ),
            }
          : list,
      ),
  });
}
