import { useMemo } from 'react';
import { Box, chakra, Stack, Text } from '@platform/shared';
import type { EmailTemplate } from '../api/list-email-templates';
import { emailTemplateMessages } from '../messages';
import { fillInExamples, previewDocument } from '../preview';

const copy = emailTemplateMessages.preview;
const PreviewFrame = chakra('iframe');

interface TemplatePreviewProps {
  subject: string;
  content: string;
  variables: EmailTemplate['variables'];
}

/**
 * 'Vista previa': the subject and the content as a client receives them, the variables replaced
 * by their examples. The content is sanitised and shown in a frame with every sandbox
 * restriction (`sandbox=""`: no script, no form, no navigation of this page, an opaque origin).
 */
export function TemplatePreview({ subject, content, variables }: TemplatePreviewProps) {
  const filledSubject = fillInExamples(subject, variables);
  const document = useMemo(() => previewDocument(content, variables), [content, variables]);
  return (
    <Stack gap={4}>
      <Text fontSize="sm" color="fg.muted">
        {copy.note}
      </Text>
      <Box borderWidth="1px" rounded="md" p={3} bg="bg.subtle">
        <Text fontSize="xs" color="fg.muted">
          {copy.subject}
        </Text>
        <Text fontWeight="semibold" wordBreak="break-word">
          {filledSubject}
        </Text>
      </Box>
      <PreviewFrame
        title={copy.frameTitle(filledSubject)}
        sandbox=""
        referrerPolicy="no-referrer"
        srcDoc={document}
        w="full"
        h={{ base: '80', md: '96' }}
        borderWidth="1px"
        rounded="md"
        bg="bg"
      />
    </Stack>
  );
}
