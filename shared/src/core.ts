/**
 * `@platform/shared/core`: the first-page entry, a Module Federation singleton like the main
 * entry. It holds what the shell's frame and the public landing page need before anything else:
 * the Chakra system and provider, layout, text and button pieces, the router, the session, the
 * API client, es-CL formatting, the constants those two use, flags and events, and the loading,
 * empty and error states.
 *
 * Application code imports from `@platform/shared`, which re-exports all of this and adds the
 * rest (forms, tables, stats, the page header, paginator, status badge, toasts). Only code that
 * runs on the first page `/` (the shell's frame, the landing) imports from here, so that `/` does
 * not download the rest (shared/README.md; `npm run bench` measures it).
 *
 * Adding a Chakra component here: export it below AND register its recipe in `theme/system.ts`.
 */

// ── Chakra UI: layout ────────────────────────────────────────────────────────────────────
export {
  Box,
  Flex,
  Stack,
  HStack,
  VStack,
  Grid,
  GridItem,
  SimpleGrid,
  Container,
  Center,
  Spacer,
  Wrap,
  WrapItem,
} from '@chakra-ui/react';

// ── Chakra UI: text, buttons, display ───────────────────────────────────────────────────
export { Heading, Text, Span, Link } from '@chakra-ui/react';
export { Button, IconButton } from '@chakra-ui/react';
export {
  Alert,
  Badge,
  Card,
  Icon,
  Image,
  List,
  Separator,
  Skeleton,
  Spinner,
  VisuallyHidden,
} from '@chakra-ui/react';

// ── Chakra UI: styling and hooks ────────────────────────────────────────────────────────
export { chakra, useDisclosure } from '@chakra-ui/react';
export { useHydrated } from './ui/use-hydrated';
export type {
  BoxProps,
  FlexProps,
  StackProps,
  TextProps,
  HeadingProps,
  ButtonProps,
  IconButtonProps,
  BadgeProps,
  HTMLChakraProps,
} from '@chakra-ui/react';

// ── React Router 7 ───────────────────────────────────────────────────────────────────────
// Declarative routing only (BrowserRouter + Routes/useRoutes): the data router
// (createBrowserRouter, RouterProvider, ScrollRestoration) would add ~17 KB gzip to every first page.
// In-app links are `RouterLink` (ours, see the file); tests take `MemoryRouter` from `./testing`.
export {
  BrowserRouter,
  Routes,
  Route,
  useRoutes,
  Outlet,
  Navigate,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  matchPath,
  generatePath,
} from 'react-router-dom';
export type { RouteObject, NavigateFunction, To } from 'react-router-dom';
export { RouterLink, type RouterLinkProps } from './router/RouterLink';

// ── Theme and provider ───────────────────────────────────────────────────────────────────
export { system } from './theme/system';
export { AppProvider } from './theme/AppProvider';

// ── Runtime configuration ────────────────────────────────────────────────────────────────
export {
  getRuntimeConfig,
  setRuntimeConfig,
  loadRuntimeConfig,
  DEFAULT_RUNTIME_CONFIG,
  type RuntimeConfig,
} from './config/runtime-config';

// ── Session ──────────────────────────────────────────────────────────────────────────────
export {
  authStore,
  setRenderedSession,
  useAuthStore,
  type AuthState,
  type AuthStatus,
  type SessionTokens,
  type UserProfile,
} from './auth/auth-store';
export { decodeJwtPayload, type TokenClaims } from './auth/jwt';

// ── API client ───────────────────────────────────────────────────────────────────────────
export { apiClient, setSessionRenewal, type RequestOptions } from './api/api-client';
export {
  ApiError,
  errorMessage,
  isApiError,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
} from './api/api-error';
export { toQueryString, type QueryParams, type QueryValue } from './api/query';

// ── Formatting (es-CL, CLP, America/Santiago) ────────────────────────────────────────────
export { formatCLP, formatNumber, formatPercent } from './format/numbers';
export {
  formatDate,
  formatDateTime,
  toIsoDate,
  todayInSantiago,
  type IsoDate,
} from './format/dates';

// ── Constants of the first page (the rest: `@platform/shared/constants`) ──────────────────
// From here, the frame and the landing use this entry's copy instead of bundling one each.
export { SESSION, LANDING, PARTNERS, LEAD, type PartnerCategory } from './constants/first-page';

// ── Feature flags, events ────────────────────────────────────────────────────────────────
export { featureFlags, isFeatureEnabled, type FeatureFlag } from './flags/feature-flags';
export {
  APP_EVENTS,
  emitAppEvent,
  onAppEvent,
  type AppEventName,
  type AppEventDetail,
  type TourStep,
} from './events/app-events';

// ── UI kit: the states every page starts with ────────────────────────────────────────────
export { ErrorBox, type ErrorBoxProps } from './ui/ErrorBox';
export { EmptyState, type EmptyStateProps } from './ui/EmptyState';
export { LoadingState, type LoadingStateProps } from './ui/LoadingState';

// ── Federation: what a remote needs to show another remote's widget (RemoteWidget) ──────
export {
  RemoteErrorBoundary,
  type RemoteErrorBoundaryProps,
} from './federation/RemoteErrorBoundary';
export {
  registerWidgetLoader,
  widgetLoader,
  type WidgetLoader,
  type WidgetModule,
} from './federation/widget-loader';
