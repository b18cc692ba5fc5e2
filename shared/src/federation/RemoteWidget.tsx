import { useEffect, useState, type ComponentType } from 'react';
// By package name, like `index.ts`: in the browser the loader the shell registered lives in the
// one shared copy of the core entry, which this entry must read rather than a bundled copy.
import {
  Alert,
  Box,
  ErrorBox,
  LoadingState,
  RemoteErrorBoundary,
  widgetLoader,
  type WidgetLoader,
} from '@platform/shared/core';

export const REMOTE_WIDGET_MESSAGES = {
  loading: 'Cargando...',
  failedTitle: 'No pudimos cargar esta sección',
  failedMessage:
    'Esta parte de la página no está disponible en este momento. El resto sigue funcionando.',
  standaloneTitle: 'Sección no disponible en este modo',
  standaloneMessage:
    'La entrega otro módulo de la plataforma: se muestra cuando abres esta página desde la plataforma.',
} as const;

const copy = REMOTE_WIDGET_MESSAGES;

export interface RemoteWidgetProps {
  /** The remote that exposes the widget, by its federation name: 'mfe_commerce'. */
  remote: string;
  /** The exposed module, as its routes.json declares it: './SavedCards'. */
  module: string;
  /** What the loading state says to screen readers: 'Cargando tus tarjetas...'. */
  loadingLabel?: string;
}

// The widgets already loaded, per loader: going back to a page shows them without a spinner.
const loadedWidgets = new WeakMap<WidgetLoader, Map<string, ComponentType>>();

function loadedBy(loader: WidgetLoader): Map<string, ComponentType> {
  let loaded = loadedWidgets.get(loader);
  if (!loaded) {
    loaded = new Map();
    loadedWidgets.set(loader, loaded);
  }
  return loaded;
}

const isComponent = (value: unknown): value is ComponentType =>
  typeof value === 'function' || (typeof value === 'object' && value !== null);

type Outcome = { attemptKey: string } & ({ Widget: ComponentType } | { failed: true });

/**
 * A component another remote exposes (declared under `widgets` in its routes.json), shown inside
 * this page. It is loaded through the loader the shell registered at boot, so a remote never
 * touches the federation runtime itself. While it loads a small spinner shows; a failed load or a
 * widget that throws is contained with a Spanish message and 'Reintentar', and the rest of the
 * page keeps working. Without a loader (the page's remote running standalone) a note says so.
 */
export function RemoteWidget({ remote, module, loadingLabel = copy.loading }: RemoteWidgetProps) {
  const loader = widgetLoader();
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [renderAttempt, setRenderAttempt] = useState(0);
  const attemptKey = `${id}#${loadAttempt}`;
  // A widget loaded before (another visit to the page) shows at once.
  const [outcome, setOutcome] = useState<Outcome | null>(() => {
    const known = loader ? loadedBy(loader).get(id) : undefined;
    return known ? { attemptKey, Widget: known } : null;
  });
  const settled = outcome?.attemptKey === attemptKey ? outcome : null;

  useEffect(() => {
    if (!loader || settled) return undefined;
    let current = true;
    const known = loadedBy(loader).get(id);
    (known
      ? Promise.resolve({ default: known })
      : loader(remote, module, { reload: loadAttempt > 0 })
    )
      .then((loaded) => {
        if (!isComponent(loaded?.default)) throw new Error(`${id} no exporta un componente`);
        loadedBy(loader).set(id, loaded.default);
        if (current) setOutcome({ attemptKey, Widget: loaded.default });
      })
      .catch((error: unknown) => {
        console.error(`[federation] no se pudo cargar ${id}`, error);
        if (current) setOutcome({ attemptKey, failed: true });
      });
    return () => {
      current = false;
    };
  }, [loader, settled, remote, module, id, loadAttempt, attemptKey]);

  if (!loader) {
    return (
      <Alert.Root status="info" data-remote-widget={id}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{copy.standaloneTitle}</Alert.Title>
          <Alert.Description>{copy.standaloneMessage}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  const failure = (retry: () => void) => (
    <Box data-remote-error={id}>
      <ErrorBox title={copy.failedTitle} message={copy.failedMessage} onRetry={retry} />
    </Box>
  );

  if (settled && 'Widget' in settled) {
    const { Widget } = settled;
    return (
      <RemoteErrorBoundary
        remote={remote}
        resetKey={renderAttempt}
        fallback={failure(() => setRenderAttempt((value) => value + 1))}
      >
        <Widget key={renderAttempt} />
      </RemoteErrorBoundary>
    );
  }
  if (settled) return failure(() => setLoadAttempt((value) => value + 1));
  return <LoadingState label={loadingLabel} minH="24" />;
}
