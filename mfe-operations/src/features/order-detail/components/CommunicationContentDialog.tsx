import DOMPurify from 'dompurify';
import type { Communication } from '@platform/api/contracts';
import { Box, Button, chakra, CloseButton, formatDateTime, Portal, Text } from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { orderDetailMessages } from '../messages';

const copy = orderDetailMessages.communications;

/** An e-mail's content is HTML; an SMS's or a push's is plain text. */
function isHtml(content: string): boolean {
  return /<\/?[a-z][\s\S]*>/i.test(content);
}

export interface CommunicationContentDialogProps {
  communication: Communication;
  onClose: () => void;
}

/**
 * 'Ver contenido': what was sent. HTML is cleaned with DOMPurify and shown inside a sandboxed
 * frame (no scripts, no forms, no access to the page), so a message's styles stay inside it.
 */
export default function CommunicationContentDialog({
  communication,
  onClose,
}: CommunicationContentDialogProps) {
  const html = isHtml(communication.content);
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap={1}>
              <Dialog.Title>{communication.subject}</Dialog.Title>
              <Text fontSize="sm" color="fg.muted">
                {copy.to(communication.recipient)} · {formatDateTime(communication.sentAt)}
              </Text>
            </Dialog.Header>
            <Dialog.Body>
              {html ? (
                <chakra.iframe
                  title={copy.contentFrame}
                  sandbox=""
                  srcDoc={DOMPurify.sanitize(communication.content, { WHOLE_DOCUMENT: true })}
                  w="100%"
                  h="60vh"
                  borderWidth="1px"
                  borderRadius="md"
                  bg="bg"
                />
              ) : (
                <Box borderWidth="1px" borderRadius="md" p={4} bg="bg.subtle">
                  <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {communication.content}
                  </Text>
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{copy.close}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={copy.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
