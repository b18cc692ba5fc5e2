import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProvider } from '../theme/AppProvider';
import { RemoteWidget } from './RemoteWidget';
import { registerWidgetLoader, type WidgetLoader, type WidgetModule } from './widget-loader';

const show = (module: string) =>
  render(
    <AppProvider>
      <p>El resto de la página</p>
      <RemoteWidget remote="mfe_test" module={module} loadingLabel="Cargando tus tarjetas..." />
    </AppProvider>,
  );

const widget = (text: string): WidgetModule => ({ default: () => <p>{text}</p> });

function registerLoader(implementation: WidgetLoader) {
  const loader = jest.fn(implementation);
  registerWidgetLoader(loader);
  return loader;
}

describe('RemoteWidget', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    registerWidgetLoader(null);
    jest.restoreAllMocks();
  });

  it('shows a small loading state, then the widget the host loader brings', async () => {
    const loader = registerLoader(async () => widget('Tus tarjetas'));
    show('./Cards');
    expect(screen.getByRole('status', { name: 'Cargando tus tarjetas...' })).toBeInTheDocument();
    expect(await screen.findByText('Tus tarjetas')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mfe_test', './Cards', { reload: false });
  });

  it('contains a failed load and loads afresh on "Reintentar"', async () => {
    const loader = registerLoader(async () => {
      if (loader.mock.calls.length === 1) throw new Error('remoteEntry.js 503');
      return widget('Tu plan');
    });
    show('./Plan');
    expect(await screen.findByText('No pudimos cargar esta sección')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Esta parte de la página no está disponible en este momento. El resto sigue funcionando.',
    );
    expect(screen.getByText('El resto de la página')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Tu plan')).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('mfe_test', './Plan', { reload: true });
  });

  it('treats a module without a component as a failed load', async () => {
    registerLoader(async () => ({}) as WidgetModule);
    show('./Empty');
    expect(await screen.findByText('No pudimos cargar esta sección')).toBeInTheDocument();
  });

  it('contains a widget that throws while rendering and shows it again on "Reintentar"', async () => {
    let broken = true;
    function FlakyWidget() {
      if (broken) throw new Error('boom');
      return <p>Contenido del widget</p>;
    }
    const loader = registerLoader(async () => ({ default: FlakyWidget }));
    show('./Flaky');
    expect(await screen.findByText('No pudimos cargar esta sección')).toBeInTheDocument();
    expect(screen.getByText('El resto de la página')).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Contenido del widget')).toBeInTheDocument();
    // The module was fine: only the rendering is tried again, nothing is fetched anew.
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('says the section is not available when no host registered a loader', () => {
    show('./Cards');
    expect(screen.getByText('Sección no disponible en este modo')).toBeInTheDocument();
    expect(
      screen.getByText(
        'La entrega otro módulo de la plataforma: se muestra cuando abres esta página desde la plataforma.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
