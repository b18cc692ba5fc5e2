import { useMemo, useState, type ReactNode } from 'react';
import type { Communication } from '@platform/api/contracts';
import {
  Box,
  Button,
  chakra,
  formatDateTime,
  Grid,
  Portal,
  StatusBadge,
  Text,
} from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { Download } from 'lucide-react';
import { downloadCommunication, templateLabel } from '../communication-file';
import { clientDetailMessages } from '../messages';
import { emailDocument } from '../sanitize-email';

const copy = clientDetailMessages.contentDialog;
const media = clientDetailMessages.communications.media;
const ContentFrame = chakra('iframe');

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" m={0} fontSize="sm" wordBreak="break-word">
        {children}
      </Text>
    </Box>
  );
}

export interface CommunicationContentDialogProps {
  communication: Communication;
  /** Called once the dialog has closed: unmount it then. */
  onClose: () => void;
}

/**
 * 'Ver contenido' (spec 3 §2): a communication's details and its content. An e-mail's HTML is
 * sanitised and shown in a frame with every sandbox restriction (`sandbox=""`: no script, no
 * forms, no navigation of this page, its own opaque origin); other media are plain text.
 */
export default function CommunicationContentDialog({
  communication,
  onClose,
}: CommunicationContentDialogProps) {
  const [open, setOpen] = useState(true);
  const isEmail = communication.medium === 'email';
  const frameDocument = useMemo(
    () => (isEmail ? emailDocument(communication.content) : ''),
    [isEmail, communication.content],
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && setOpen(false)}
      onExitComplete={onClose}
      size="xl"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: 4, sm: 0 }}>
            <Dialog.Header>
              <Dialog.Title>{communication.subject}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap={4}>
              <Grid
                as="dl"
                templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }}
                gap={3}
                m={0}
              >
                <Meta label={copy.recipient}>{communication.recipient}</Meta>
                <Meta label={copy.date}>{formatDateTime(communication.sentAt)}</Meta>
                <Meta label={copy.medium}>{media[communication.medium]}</Meta>
                <Meta label={copy.template}>
                  {templateLabel(communication.template) ||
                    clientDetailMessages.communications.noTemplate}
                </Meta>
                <Meta label={copy.status}>
                  <StatusBadge kind="communication" status={communication.status} size="sm" />
                </Meta>
              </Grid>
              {!communication.content.trim() ? (
                <Text color="fg.muted">{copy.empty}</Text>
              ) : isEmail ? (
                <ContentFrame
                  title={copy.frameTitle(communication.subject)}
                  sandbox=""
                  srcDoc={frameDocument}
                  w="full"
                  h="96"
                  borderWidth="1px"
                  rounded="md"
                  bg="bg"
                />
              ) : (
                <Text
                  whiteSpace="pre-wrap"
                  borderWidth="1px"
                  rounded="md"
                  p={4}
                  bg="bg.subtle"
                  wordBreak="break-word"
                >
                  {communication.content}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} gap={3}>
              <Button
                variant="outline"
                onClick={() => setOpen(false)}
                w={{ base: 'full', sm: 'auto' }}
              >
                {copy.close}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => downloadCommunication(communication)}
                w={{ base: 'full', sm: 'auto' }}
              >
                <Download aria-hidden />
                {copy.download}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
