/**
 * `@platform/shared`: the main entry, a Module Federation singleton shared by the shell and
 * every remote. Remotes take Chakra and router pieces ONLY from here (TEAM-CONTRACT.md), so this
 * list is the contract between the apps. It names every export on purpose (no `export *` from a
 * library): what is not listed is not bundled, which keeps every first page small (TOOLCHAIN.md).
 *
 * Adding a Chakra component: export it below AND register its recipe in `theme/system.ts`.
 * Overlays (Dialog, Drawer, Menu, Tooltip, Popover) are in `@platform/shared/overlays`, the
 * stateful widgets (Accordion, Avatar, Checkbox, Progress, RadioGroup, Switch, Tabs) in
 * `@platform/shared/widgets`, charts in `@platform/shared/charts`: second entries, loaded with the
 * first page that uses them.
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
  Group,
} from '@chakra-ui/react';

// ── Chakra UI: text ──────────────────────────────────────────────────────────────────────
export { Heading, Text, Span, Link, Code, Kbd } from '@chakra-ui/react';

// ── Chakra UI: forms ─────────────────────────────────────────────────────────────────────
export {
  Button,
  ButtonGroup,
  IconButton,
  CloseButton,
  Input,
  InputGroup,
  Textarea,
  Field,
  Fieldset,
  NativeSelect,
} from '@chakra-ui/react';

// ── Chakra UI: data display and feedback ────────────────────────────────────────────────
export {
  Badge,
  Card,
  Table,
  Stat,
  Skeleton,
  SkeletonText,
  SkeletonCircle,
  Spinner,
  Separator,
  Alert,
  Image,
  Icon,
  List,
  VisuallyHidden,
  Portal,
} from '@chakra-ui/react';

// ── Chakra UI: styling and hooks ────────────────────────────────────────────────────────
export { chakra, useDisclosure, useBreakpointValue } from '@chakra-ui/react';
export type {
  BoxProps,
  FlexProps,
  StackProps,
  TextProps,
  HeadingProps,
  ButtonProps,
  IconButtonProps,
  InputProps,
  BadgeProps,
  HTMLChakraProps,
} from '@chakra-ui/react';

// ── React Router 7 ───────────────────────────────────────────────────────────────────────
// Declarative routing only (BrowserRouter + Routes/useRoutes): the data router
// (createBrowserRouter, RouterProvider, ScrollRestoration) would add ~17 KB gzip to every first page.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  useRoutes,
  Outlet,
  Navigate,
  Link as RouterLink,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  matchPath,
  generatePath,
} from 'react-router-dom';
export type { RouteObject, NavigateFunction, To } from 'react-router-dom';

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
  useAuthStore,
  type AuthState,
  type AuthStatus,
  type SessionTokens,
  type UserProfile,
} from './auth/auth-store';
export { decodeJwtPayload, type TokenClaims } from './auth/jwt';

// ── API client ───────────────────────────────────────────────────────────────────────────
export {
  apiClient,
  invalidateApiCache,
  type RequestOptions,
  type GetOptions,
} from './api/api-client';
export {
  ApiError,
  isApiError,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
} from './api/api-error';
export { toQueryString, type QueryParams, type QueryValue } from './api/query';
export { downloadBlob } from './api/download';

// ── Formatting (es-CL, CLP, America/Santiago) ────────────────────────────────────────────
export { formatCLP, formatNumber, formatPercent } from './format/numbers';
export {
  formatDate,
  formatDateTime,
  toIsoDate,
  todayInSantiago,
  type IsoDate,
} from './format/dates';

// ── Feature flags, events, tours ─────────────────────────────────────────────────────────
export { featureFlags, isFeatureEnabled, type FeatureFlag } from './flags/feature-flags';
export {
  APP_EVENTS,
  emitAppEvent,
  onAppEvent,
  type AppEventName,
  type AppEventDetail,
  type TourStep,
} from './events/app-events';
export { requestTour, TOUR_IDS } from './tours/tours';

// ── UI kit ───────────────────────────────────────────────────────────────────────────────
export { PageHeader, type PageHeaderProps } from './ui/PageHeader';
export { ErrorBox, type ErrorBoxProps } from './ui/ErrorBox';
export { EmptyState, type EmptyStateProps } from './ui/EmptyState';
export { LoadingState, type LoadingStateProps } from './ui/LoadingState';
export { UnderConstruction, type UnderConstructionProps } from './ui/UnderConstruction';
export { Paginator, type PaginatorProps } from './ui/Paginator';
export { paginationRange, type PaginationItem } from './ui/pagination-range';
export { StatusBadge, statusColorPalette, type StatusBadgeProps } from './ui/StatusBadge';
export { toaster } from './ui/toaster';
