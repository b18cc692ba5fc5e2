import { useId, useRef, useState } from 'react';
import { Box, Button, Heading, List, Portal, SimpleGrid, Stack, Text } from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { Checkbox } from '@platform/shared/widgets';
import { markTutorialSeen } from './tutorial-seen';
import { tutorialMessages } from './messages';

export { markTutorialSeen, tutorialSeenKey, useTutorialSeen } from './tutorial-seen';

const copy = tutorialMessages;

/**
 * The first-time product-types tutorial (spec 2 §1, §2). It closes only once 'Entiendo la
 * diferencia, no volver a mostrar más' is ticked (no click outside, no Escape before that), and
 * closing records it as seen for this user in this browser. The page decides when to show it.
 */
export function ProductTypesTutorial({ onClose }: { onClose: () => void }) {
  const hintId = useId();
  const sectionId = useId();
  const checkboxRef = useRef<HTMLInputElement>(null);
  const [understood, setUnderstood] = useState(false);
  const [hint, setHint] = useState(false);

  const tryClose = () => {
    if (understood) {
      markTutorialSeen();
      onClose();
    } else {
      setHint(true);
      checkboxRef.current?.focus();
    }
  };

  return (
    <Dialog.Root
      open
      closeOnInteractOutside={false}
      onEscapeKeyDown={(event) => {
        if (!understood) {
          event.preventDefault();
          tryClose();
        }
      }}
      onOpenChange={(details) => {
        if (!details.open) tryClose();
      }}
      initialFocusEl={() => checkboxRef.current}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap={1}>
              <Dialog.Title>{copy.title}</Dialog.Title>
              <Dialog.Description color="fg.muted">{copy.intro}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
                {copy.types.map((type) => (
                  <Box
                    key={type.id}
                    as="section"
                    aria-labelledby={`${sectionId}-${type.id}`}
                    borderWidth="1px"
                    borderColor="border"
                    borderRadius="md"
                    p={4}
                  >
                    <Heading as="h3" size="sm" mb={2} id={`${sectionId}-${type.id}`}>
                      {type.name}
                    </Heading>
                    <List.Root gap={1} ps={4} fontSize="sm">
                      {type.points.map((point) => (
                        <List.Item key={point}>{point}</List.Item>
                      ))}
                    </List.Root>
                  </Box>
                ))}
              </SimpleGrid>
            </Dialog.Body>
            <Dialog.Footer flexDirection="column" alignItems="stretch" gap={3}>
              <Stack gap={1}>
                <Checkbox.Root
                  checked={understood}
                  onCheckedChange={(details) => {
                    setUnderstood(details.checked === true);
                    setHint(false);
                  }}
                >
                  <Checkbox.HiddenInput
                    ref={checkboxRef}
                    aria-describedby={hint ? hintId : undefined}
                  />
                  <Checkbox.Control />
                  <Checkbox.Label>{copy.acknowledge}</Checkbox.Label>
                </Checkbox.Root>
                {hint && (
                  <Text id={hintId} fontSize="sm" color="fg.error">
                    {copy.tickFirst}
                  </Text>
                )}
              </Stack>
              <Button
                colorPalette="brand"
                alignSelf="flex-end"
                onClick={tryClose}
                // Looks disabled until ticked, but stays reachable and says what is missing.
                aria-disabled={!understood || undefined}
                data-disabled={!understood ? '' : undefined}
              >
                {copy.close}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
