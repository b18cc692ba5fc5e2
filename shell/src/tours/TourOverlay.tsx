import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  Box,
  Button,
  CloseButton,
  HStack,
  Portal,
  Stack,
  Text,
  useLocation,
} from '@platform/shared';
import { tourMessages } from './messages';
import { cardPosition, type Box as Rect } from './card-position';
import { useTourEngine } from './tour-engine';

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
    const target = document.querySelector(selector);
    target?.scrollIntoView({ block: 'center', behavior: 'auto' });
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    // The page keeps loading under the tour (skeletons become cards): follow the target's moves.
    const layout = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    layout?.observe(document.body);
    if (target) layout?.observe(target);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
      layout?.disconnect();
    };
  }, [selector]);
  return rect;
}

/**
 * The element's real height, followed as it changes (a step's text wraps differently on a
 * phone); the observer's first answer comes before the frame is painted.
 */
function useHeightOf(ref: RefObject<HTMLElement | null>, mounted: boolean): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!mounted || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, mounted]);
  return height;
}

/**
 * Renders the active tour step over the page (requests reach the engine through
 * `listenForTourRequests`). Leaving the tour's page closes it, unvisited.
 */
export function TourOverlay() {
  const { status, steps, index, path, next, previous, finish, skip, close } = useTourEngine();
  const { pathname } = useLocation();
  const step = status === 'active' && path === pathname ? steps[index] : undefined;
  const rect = useTargetRect(step?.target);
  const cardRef = useRef<HTMLDivElement>(null);
  const cardHeight = useHeightOf(cardRef, step !== undefined);

  useEffect(() => {
    if (status === 'active' && path !== pathname) close();
  }, [status, path, pathname, close]);

  // The tour takes the focus to its card; when it ends, the focus goes back where it was.
  useEffect(() => {
    if (status !== 'active') return;
    const before = document.activeElement;
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [status]);

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
  const position = cardPosition(
    rect,
    cardHeight,
    { width: window.innerWidth, height: window.innerHeight },
    step.placement,
  );
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
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        }}
      >
        <Stack gap={3}>
          <HStack justify="space-between" align="start">
            <Text fontSize="xs" color="fg.muted" fontWeight="medium">
              {tourMessages.step(index + 1, steps.length)}
            </Text>
            <CloseButton size="xs" aria-label={tourMessages.close} onClick={skip} />
          </HStack>
          <Text id="tour-step-title" fontWeight="bold" fontSize="lg">
            {step.title}
          </Text>
          <Text color="fg.muted">{step.content}</Text>
          <HStack justify="space-between" pt={2}>
            <Button variant="ghost" size="sm" onClick={skip}>
              {tourMessages.skip}
            </Button>
            <HStack>
              {index > 0 && (
                <Button variant="outline" size="sm" onClick={previous}>
                  {tourMessages.previous}
                </Button>
              )}
              {isLast ? (
                <Button colorPalette="brand" size="sm" onClick={finish}>
                  {tourMessages.finish}
                </Button>
              ) : (
                <Button colorPalette="brand" size="sm" onClick={next}>
                  {tourMessages.next}
                </Button>
              )}
            </HStack>
          </HStack>
        </Stack>
      </Box>
    </Portal>
  );
}
