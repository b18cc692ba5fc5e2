import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  APP_EVENTS,
  Box,
  Button,
  CloseButton,
  HStack,
  onAppEvent,
  Portal,
  Stack,
  Text,
} from '@platform/shared';
import { messages } from '../messages';
import { useTourEngine } from './tour-engine';

interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

const CARD_WIDTH = 340;
const GAP = 12;

function useTargetRect(selector: string | undefined): Rect | null {
  const [rect, setRect] = useState<Rect | null>(null);
  useLayoutEffect(() => {
    if (!selector) return;
    const measure = () => {
      const element = document.querySelector(selector);
      if (!element) return setRect(null);
      const box = element.getBoundingClientRect();
      setRect({ top: box.top, left: box.left, width: box.width, height: box.height });
    };
    document.querySelector(selector)?.scrollIntoView({ block: 'center', behavior: 'auto' });
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [selector]);
  return rect;
}

function cardPosition(rect: Rect | null) {
  const width = Math.min(CARD_WIDTH, window.innerWidth - 2 * GAP);
  if (!rect)
    return { top: window.innerHeight / 2 - 100, left: (window.innerWidth - width) / 2, width };
  const left = Math.min(Math.max(GAP, rect.left), window.innerWidth - width - GAP);
  const below = rect.top + rect.height + GAP;
  const top = below + 200 < window.innerHeight ? below : Math.max(GAP, rect.top - 200 - GAP);
  return { top, left, width };
}

/** Renders the active tour step over the page; listens for tour requests from any remote. */
export function TourOverlay() {
  const { status, steps, index, start, next, previous, finish, skip } = useTourEngine();
  const step = status === 'active' ? steps[index] : undefined;
  const rect = useTargetRect(step?.target);
  const cardRef = useRef<HTMLDivElement>(null);

  useEffect(() => onAppEvent(APP_EVENTS.startTour, (detail) => void start(detail)), [start]);

  useEffect(() => {
    if (!step) return;
    cardRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') skip();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, skip]);

  if (!step) return null;
  const position = cardPosition(rect);
  const isLast = index === steps.length - 1;

  return (
    <Portal>
      {rect && (
        <Box
          position="fixed"
          top={`${rect.top - 6}px`}
          left={`${rect.left - 6}px`}
          width={`${rect.width + 12}px`}
          height={`${rect.height + 12}px`}
          borderRadius="md"
          boxShadow="0 0 0 4px var(--chakra-colors-brand-500), 0 0 0 9999px rgba(15, 23, 42, 0.45)"
          pointerEvents="none"
          zIndex="overlay"
          aria-hidden
        />
      )}
      <Box
        ref={cardRef}
        role="dialog"
        aria-modal="false"
        aria-labelledby="tour-step-title"
        tabIndex={-1}
        position="fixed"
        top={`${position.top}px`}
        left={`${position.left}px`}
        width={`${position.width}px`}
        bg="bg"
        borderRadius="lg"
        boxShadow="lg"
        borderWidth="1px"
        p={5}
        zIndex="modal"
        outline="none"
      >
        <Stack gap={3}>
          <HStack justify="space-between" align="start">
            <Text fontSize="xs" color="fg.muted" fontWeight="medium">
              {messages.tours.step(index + 1, steps.length)}
            </Text>
            <CloseButton size="xs" aria-label={messages.tours.skip} onClick={skip} />
          </HStack>
          <Text id="tour-step-title" fontWeight="bold" fontSize="lg">
            {step.title}
          </Text>
          <Text color="fg.muted">{step.content}</Text>
          <HStack justify="space-between" pt={2}>
            <Button variant="ghost" size="sm" onClick={skip}>
              {messages.tours.skip}
            </Button>
            <HStack>
              {index > 0 && (
                <Button variant="outline" size="sm" onClick={previous}>
                  {messages.tours.previous}
                </Button>
              )}
              {isLast ? (
                <Button colorPalette="brand" size="sm" onClick={finish}>
                  {messages.tours.finish}
                </Button>
              ) : (
                <Button colorPalette="brand" size="sm" onClick={next}>
                  {messages.tours.next}
                </Button>
              )}
            </HStack>
          </HStack>
        </Stack>
      </Box>
    </Portal>
  );
}
