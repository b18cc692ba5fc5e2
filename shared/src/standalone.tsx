import { lazy, Suspense, useEffect, useState, type ComponentType, type FormEvent } from 'react';
// Imported by the package's own name, not by relative path: the remote must use the one
// shared singleton instance (auth store, provider), not a second copy bundled with this file.
import {
  AppProvider,
  authStore,
  Box,
  BrowserRouter,
  Button,
  Container,
  Flex,
  getRuntimeConfig,
  HStack,
  loadRuntimeConfig,
  Input,
  LoadingState,
  Route,
  Routes,
  Stack,
  Text,
  useAuthStore,
} from '@platform/shared';
import { Toaster } from '@platform/shared/overlays';

/**
 * The frame a remote runs in when its team starts it alone on its own port: the shared
 * provider, a router with only that remote's pages, and a small sign-in bar that signs in through
 * the api's session routes (as the shell's login modal), so pages that need the shared auth work
 * as in the shell.
 * Never loaded by the shell (it is a separate entry, outside the share scope).
 */
export interface StandaloneRoute {
  path: string;
  Page: ComponentType;
}

/** A page as a remote declares it in its routes.json. */
export interface DeclaredPage {
  path: string;
  /** The page's source, `./src/routes/<folder>/<Page>.tsx`. */
  file: string;
}

/** A webpack context over the remote's `src/routes` (`import.meta.webpackContext`, lazy mode). */
export type PageFiles = (request: string) => Promise<unknown>;

declare global {
  interface ImportMeta {
    /** webpack 5's `require.context` for ES modules; only the standalone entries use it. */
    webpackContext(
      directory: string,
      options: { recursive?: boolean; regExp?: RegExp; mode?: 'lazy' },
    ): PageFiles;
  }
}

/**
 * A remote's standalone pages from its routes.json: each declared page, loaded lazily from the
 * remote's `src/routes` context, so the list of pages is never written a second time.
 */
export function standalonePages(
  pages: readonly DeclaredPage[],
  pageFiles: PageFiles,
): StandaloneRoute[] {
  return pages.map((page) => ({
    path: page.path,
    Page: lazy(
      () =>
        pageFiles(page.file.replace(/^\.\/src\/routes\//, './')) as Promise<{
          default: ComponentType;
        }>,
    ),
  }));
}

// The dev session is the shell's: the api keeps its refresh token in an HttpOnly cookie (which
// no script here can read), so a reload signs in again from it. Nothing is stored in the page.
type SessionAnswer = { access_token: string; id_token?: string; expires_in: number };

function sessionRequest(method: 'POST' | 'DELETE', path: string, body?: unknown) {
  return fetch(`${getRuntimeConfig().apiBaseUrl}/session${path}`, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

function startSession(tokens: SessionAnswer) {
  authStore.getState().setSession({
    accessToken: tokens.access_token,
    idToken: tokens.id_token ?? null,
    expiresAt: Math.floor(Date.now() / 1000) + tokens.expires_in,
  });
}

function endSession() {
  void sessionRequest('DELETE', '').catch(() => undefined);
  authStore.getState().clearSession();
}

/** Signed in again from the session cookie while it is valid, else anonymous. */
async function restoreSession() {
  try {
    const response = await sessionRequest('POST', '/refresh', {});
    if (response.ok) {
      startSession((await response.json()) as SessionAnswer);
      return;
    }
  } catch {
    // No api: anonymous.
  }
  authStore.getState().clearSession();
}

async function passwordGrant(username: string, password: string) {
  const response = await sessionRequest('POST', '', { username, password });
  if (!response.ok) {
    const { message } = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(message ?? 'Usuario o contraseña incorrectos');
  }
  startSession((await response.json()) as SessionAnswer);
}

function DevSignInBar({ appTitle }: { appTitle: string }) {
  const status = useAuthStore((state) => state.status);
  const email = useAuthStore((state) => state.profile?.email);
  const [username, setUsername] = useState('demo@tienda.cl');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await passwordGrant(username, password);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <Box borderBottomWidth="1px" bg="bg.subtle" py={2}>
      <Container maxW="7xl">
        <Flex align="center" gap={3} wrap="wrap">
          <Text fontWeight="semibold">{appTitle} · modo independiente</Text>
          {status === 'authenticated' ? (
            <HStack ms="auto">
              <Text fontSize="sm">{email}</Text>
              <Button size="xs" variant="outline" onClick={endSession}>
                Cerrar Sesión
              </Button>
            </HStack>
          ) : (
            <form onSubmit={onSubmit} style={{ marginLeft: 'auto' }}>
              <HStack>
                <Input
                  size="xs"
                  aria-label="Correo electrónico"
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
                <Input
                  size="xs"
                  type="password"
                  aria-label="Contraseña"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <Button size="xs" type="submit" colorPalette="brand">
                  Ingresar
                </Button>
                {error && (
                  <Text fontSize="xs" color="fg.error" role="alert">
                    {error}
                  </Text>
                )}
              </HStack>
            </form>
          )}
        </Flex>
      </Container>
    </Box>
  );
}

export function StandaloneApp({
  appTitle,
  routes,
}: {
  appTitle: string;
  routes: StandaloneRoute[];
}) {
  const first = routes[0]?.path ?? '/';
  const [ready, setReady] = useState(false);
  // Pages read the api once when they mount: remount them when the dev session starts or ends.
  const status = useAuthStore((state) => state.status);

  // Pages run their effects before this one: hold them until the config and session are known.
  useEffect(() => {
    void loadRuntimeConfig()
      .then(restoreSession)
      .finally(() => setReady(true));
  }, []);

  if (!ready) {
    return (
      <AppProvider>
        <LoadingState />
      </AppProvider>
    );
  }

  return (
    <AppProvider>
      <Toaster />
      <BrowserRouter>
        <DevSignInBar appTitle={appTitle} />
        <Suspense fallback={<LoadingState />}>
          <Routes key={status}>
            {routes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route
              path="*"
              element={
                <Container maxW="3xl" py={12}>
                  <Stack>
                    <Text>Esta página pertenece a otro módulo. Páginas de este módulo:</Text>
                    {routes.map(({ path }) => (
                      <a key={path} href={path === first ? path : path.replace(/:\w+/g, 'ejemplo')}>
                        {path}
                      </a>
                    ))}
                  </Stack>
                </Container>
              }
            />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </AppProvider>
  );
}
