import { useId } from 'react';
import type { ProductEmbed, ProductListItem } from '@platform/api/contracts';
import {
  Alert,
  Box,
  Button,
  chakra,
  CloseButton,
  Code,
  ErrorBox,
  errorMessage,
  Heading,
  HStack,
  Link,
  LoadingState,
  Portal,
  Stack,
  Text,
  useQuery,
  VisuallyHidden,
} from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { Check, Copy, ExternalLink } from 'lucide-react';
import { productEmbedQuery } from './api/get-product-embed';
import { useCopyToClipboard, type CopyState } from './hooks/use-copy-to-clipboard';
import { embedMessages } from './messages';

const copy = embedMessages;

/** The docs section that explains the snippet (mfe-public's EmbedApiSection). */
export const EMBED_DOCS_PATH = '/docs#embed-api';

/** The card's iframe as the api's script builds it: scripts for its height, the store in a new tab. */
const PREVIEW_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

interface EmbedDialogProps {
  product: Pick<ProductListItem, 'id' | 'name'>;
  onClose: () => void;
}

/**
 * 'Incrustar Producto' (spec 2 §1, §2): the snippet the api gives for the product, ready to copy,
 * its iframe variant for sites without scripts, a preview of the card and the docs' explanation.
 * Mounted only while open.
 */
export function EmbedDialog({ product, onClose }: EmbedDialogProps) {
  const embed = useQuery(productEmbedQuery(product.id));
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap={1} pe={12}>
              <Dialog.Title>{copy.title}</Dialog.Title>
              <Dialog.Description fontSize="sm" color="fg.muted">
                {copy.intro(product.name)}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              <Stack gap={5}>
                {embed.isPending && <LoadingState label={copy.loading} />}
                {embed.isError && (
                  <ErrorBox
                    title={copy.loadError}
                    message={errorMessage(embed.error)}
                    onRetry={() => void embed.refetch()}
                    retrying={embed.isFetching}
                  />
                )}
                {embed.isSuccess && <EmbedContent embed={embed.data} productName={product.name} />}
                <Link
                  href={EMBED_DOCS_PATH}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="brand.fg"
                  alignSelf="flex-start"
                >
                  {copy.docsLink}
                  <VisuallyHidden> {copy.newTab}</VisuallyHidden>
                  <ExternalLink size={14} aria-hidden />
                </Link>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={copy.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function EmbedContent({ embed, productName }: { embed: ProductEmbed; productName: string }) {
  const [copyState, copyText] = useCopyToClipboard();
  return (
    <Stack gap={5}>
      {!embed.available && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{copy.unavailable}</Alert.Title>
        </Alert.Root>
      )}

      <SnippetBlock
        title={copy.snippetTitle}
        label={copy.snippetLabel(productName)}
        text={embed.snippet}
        buttonText={copy.copySnippet}
        copiedText={copy.copied}
        state={copyState}
        what="snippet"
        onCopy={copyText}
      />

      <SnippetBlock
        title={copy.iframeTitle}
        intro={copy.iframeIntro}
        label={copy.iframeLabel(productName)}
        text={embed.iframeSnippet}
        buttonText={copy.copyIframe}
        copiedText={copy.iframeCopied}
        state={copyState}
        what="iframe"
        onCopy={copyText}
      />

      <Stack gap={2}>
        <Heading as="h3" size="sm">
          {copy.previewTitle}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {copy.previewNote}
        </Text>
        <chakra.iframe
          src={embed.frameUrl}
          title={copy.previewFrame(productName)}
          sandbox={PREVIEW_SANDBOX}
          referrerPolicy="no-referrer"
          loading="lazy"
          w="full"
          maxW="360px"
          h="480px"
          border="0"
        />
      </Stack>
    </Stack>
  );
}

interface SnippetBlockProps {
  title: string;
  intro?: string;
  label: string;
  text: string;
  buttonText: string;
  copiedText: string;
  state: CopyState;
  what: string;
  onCopy: (what: string, text: string) => Promise<void>;
}

/** A code block to paste, with its copy button and the result of the last copy. */
function SnippetBlock({
  title,
  intro,
  label,
  text,
  buttonText,
  copiedText,
  state,
  what,
  onCopy,
}: SnippetBlockProps) {
  const headingId = useId();
  const copied = state.status === 'copied' && state.what === what;
  const failed = state.status === 'failed' && state.what === what;
  return (
    <Stack gap={2} as="section" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId}>
        {title}
      </Heading>
      {intro && (
        <Text fontSize="sm" color="fg.muted">
          {intro}
        </Text>
      )}
      <Box
        as="pre"
        aria-label={label}
        tabIndex={0}
        bg="bg.inverted"
        color="fg.inverted"
        borderRadius="md"
        p={4}
        overflowX="auto"
        fontSize="sm"
      >
        <Code bg="transparent" color="inherit" p={0} whiteSpace="pre">
          {text}
        </Code>
      </Box>
      <HStack gap={3} wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void onCopy(what, text)}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {buttonText}
        </Button>
        <Text role="status" fontSize="sm" color={failed ? 'fg.error' : 'fg.success'}>
          {copied ? copiedText : failed ? copy.copyFailed : ''}
        </Text>
      </HStack>
    </Stack>
  );
}
