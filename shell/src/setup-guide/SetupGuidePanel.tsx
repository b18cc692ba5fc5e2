import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  APP_EVENTS,
  Badge,
  Box,
  Button,
  CloseButton,
  HStack,
  IconButton,
  isApiError,
  onAppEvent,
  Stack,
  Text,
  useAuthStore,
  useHydrated,
  useNavigate,
  useQuery,
  useQueryClient,
  VisuallyHidden,
} from '@platform/shared';
import { Progress } from '@platform/shared/widgets';
import {
  Banknote,
  Building2,
  ChevronDown,
  ChevronUp,
  CircleCheck,
  CreditCard,
  Package,
  Phone,
  Rocket,
} from 'lucide-react';
import { setupGuideMessages } from './messages';
import { GUIDE_INSET_PX, GUIDE_WIDTH_PX, useReportGuideFootprint } from './guide-footprint';
import {
  setupKeys,
  setupTasksQuery,
  type SetupTask,
  type SetupTaskIcon,
} from './api/get-setup-tasks';
import { canPublish, usePublishStore } from './api/publish-store';

const MINIMIZED_KEY = 'platform.setupGuide.minimized';

const icons: Record<SetupTaskIcon, typeof Banknote> = {
  Banknote,
  Phone,
  Building2,
  Package,
  CreditCard,
};

/** The remembered choice; without one, the guide starts folded on a phone so the page stays usable. */
function readMinimized(): boolean {
  // A merchant's page rendered in Node (the dashboard): the guide waits for the browser.
  if (typeof window === 'undefined') return false;
  try {
    const stored = window.localStorage.getItem(MINIMIZED_KEY);
    if (stored !== null) return stored === 'true';
  } catch {
    // storage unavailable (private mode): fall through to the default
  }
  return window.matchMedia?.('(max-width: 767px)').matches ?? false;
}

function TaskRow({ task, onOpen }: { task: SetupTask; onOpen: (task: SetupTask) => void }) {
  const Icon = icons[task.icon] ?? Package;
  return (
    <Box as="li" listStyleType="none">
      <Button
        variant="ghost"
        w="full"
        h="auto"
        py={2}
        px={2}
        justifyContent="flex-start"
        textAlign="left"
        disabled={task.disabled}
        onClick={() => onOpen(task)}
      >
        <HStack gap={3} align="start" w="full">
          <Box color={task.isCompleted ? 'fg.success' : 'brand.fg'} pt={0.5}>
            {task.isCompleted ? (
              <CircleCheck size={20} aria-hidden />
            ) : (
              <Icon size={20} aria-hidden />
            )}
          </Box>
          <Stack gap={0} flex="1" minW={0}>
            <Text
              fontWeight="medium"
              textDecoration={task.isCompleted ? 'line-through' : undefined}
              whiteSpace="normal"
            >
              {task.title}
              {/* Its name is what it shows (speech input says that), and then whether it is done. */}
              {task.isCompleted && <VisuallyHidden> ({setupGuideMessages.done})</VisuallyHidden>}
            </Text>
            <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
              {task.disabled ? setupGuideMessages.unavailable : task.description}
            </Text>
          </Stack>
        </HStack>
      </Button>
    </Box>
  );
}

/**
 * The setup guide at the bottom right (spec 1 §2.8, §4.3): the tasks before publishing, the
 * publish button, then the success card. Minimised state is remembered in the browser. It tells
 * the layout what it covers (guide-footprint.ts), so the page keeps clear of it.
 */
export interface SetupGuidePanelProps {
  /**
   * Folded to its header on this page unless unfolded here: the public site's pages, which a
   * merchant reads like a visitor and which arrive prerendered (an unfolded guide would push
   * them aside once the app runs).
   */
  foldedByPage?: boolean;
}

export function SetupGuidePanel({ foldedByPage = false }: SetupGuidePanelProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  const query = useQuery({ ...setupTasksQuery(), enabled: signedIn });
  const publishStore = usePublishStore();
  const [dismissed, setDismissed] = useState(false);
  const [remembered, setMinimized] = useState(readMinimized);
  const [unfoldedHere, setUnfoldedHere] = useState(false);
  const minimized = remembered || (foldedByPage && !unfoldedHere);
  const asideRef = useRef<HTMLElement>(null);

  // A page that completed a task, or the new store, asks the guide to read its tasks again.
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: setupKeys.all });
    const offReload = onAppEvent(APP_EVENTS.setupGuideReload, reload);
    const offSetup = onAppEvent(APP_EVENTS.storeSetupComplete, reload);
    return () => {
      offReload();
      offSetup();
    };
  }, [queryClient]);

  const toggle = () => {
    if (minimized && !remembered) {
      setUnfoldedHere(true);
      return;
    }
    setMinimized((value) => {
      window.localStorage.setItem(MINIMIZED_KEY, String(!value));
      return !value;
    });
  };

  // No store yet (404) or a failed read, even a later one: the guide simply stays hidden.
  const setup = signedIn && query.isSuccess ? query.data : null;
  const justPublished = publishStore.isSuccess;
  // Its folded state is the browser's: on a page rendered in Node it shows once hydrated.
  const hydrated = useHydrated();
  const shown =
    hydrated && Boolean(setup) && !dismissed && !(setup?.isStorePublished && !justPublished);
  useReportGuideFootprint(asideRef, shown, !minimized);

  if (!setup || !shown) return null;

  const tasks = Object.values(setup.tasks);
  const enabled = tasks.filter((task) => !task.disabled);
  const completed = enabled.filter((task) => task.isCompleted).length;
  const ready = canPublish(tasks);
  const publishError = publishStore.isError
    ? isApiError(publishStore.error)
      ? publishStore.error.message
      : setupGuideMessages.publishFailed
    : null;

  const publish = () =>
    publishStore.mutate(tasks, {
      onSuccess: () => {
        setMinimized(false);
        setUnfoldedHere(true);
      },
    });

  return (
    <Box
      as="aside"
      ref={asideRef}
      aria-label={setupGuideMessages.title}
      position="fixed"
      bottom={`${GUIDE_INSET_PX}px`}
      right={`${GUIDE_INSET_PX}px`}
      // Minimised on a phone it shrinks to a pill, leaving the bottom left to the page's own
      // floating buttons (the dashboard's 'Iniciar tour').
      w={
        minimized
          ? { base: 'auto', md: `${GUIDE_WIDTH_PX}px` }
          : { base: `calc(100vw - ${2 * GUIDE_INSET_PX}px)`, sm: `${GUIDE_WIDTH_PX}px` }
      }
      // Never taller than the screen below the top bar: the task list scrolls instead.
      maxH="calc(100dvh - 6rem)"
      display="flex"
      flexDirection="column"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      boxShadow="xl"
      zIndex="docked"
    >
      <HStack justify="space-between" px={4} py={3} borderBottomWidth={minimized ? 0 : '1px'}>
        <HStack gap={2}>
          <Rocket size={18} aria-hidden />
          <Text fontWeight="bold" hideBelow={minimized ? 'md' : undefined}>
            {setup.isStorePublished ? setupGuideMessages.publishedTitle : setupGuideMessages.title}
          </Text>
          {!setup.isStorePublished && (
            <Badge colorPalette="brand">
              {completed}/{enabled.length}
            </Badge>
          )}
        </HStack>
        {setup.isStorePublished ? (
          <CloseButton
            size="sm"
            aria-label={setupGuideMessages.close}
            onClick={() => setDismissed(true)}
          />
        ) : (
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={minimized ? setupGuideMessages.expand : setupGuideMessages.minimize}
            aria-expanded={!minimized}
            onClick={toggle}
          >
            {minimized ? <ChevronUp /> : <ChevronDown />}
          </IconButton>
        )}
      </HStack>
      {!minimized && (
        <Box px={4} py={3} overflowY="auto" minH={0}>
          {setup.isStorePublished ? (
            <Stack gap={3} role="status">
              <Text fontWeight="semibold" color="fg.success">
                {setupGuideMessages.publishedHeading}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {setupGuideMessages.publishedText}
              </Text>
            </Stack>
          ) : (
            <Stack gap={3}>
              <Progress.Root
                value={enabled.length ? (completed / enabled.length) * 100 : 0}
                size="sm"
                colorPalette="brand"
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Stack as="ul" gap={1} m={0} p={0}>
                {tasks.map((task) => (
                  <TaskRow key={task.id} task={task} onOpen={(chosen) => navigate(chosen.path)} />
                ))}
              </Stack>
              {publishError && (
                <Alert.Root status="error" size="sm">
                  <Alert.Indicator />
                  <Alert.Description>{publishError}</Alert.Description>
                </Alert.Root>
              )}
              <Button
                colorPalette="brand"
                disabled={!ready}
                loading={publishStore.isPending}
                onClick={publish}
              >
                {setupGuideMessages.publish}
              </Button>
              {!ready && (
                <Text fontSize="xs" color="fg.muted">
                  {setupGuideMessages.publishHint}
                </Text>
              )}
            </Stack>
          )}
        </Box>
      )}
    </Box>
  );
}
