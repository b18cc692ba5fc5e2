import { act, render, screen } from '@testing-library/react';
import * as coreEntry from '../core';
import * as mainEntry from '../index';
import * as overlaysEntry from '../overlays';
import * as widgetsEntry from '../widgets';
import { AppProvider } from './AppProvider';
import { system } from './system';

const { Alert, Badge, Button, Card, Field, Heading, Input, NativeSelect, Spinner, Table } =
  mainEntry;
const { Tabs } = widgetsEntry;

/** The CSS rules emotion generated for an element's classes (jsdom keeps them in the CSSOM). */
function rulesFor(element: Element): string[] {
  const classes = Array.from(element.classList).filter((name) => name.startsWith('css-'));
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText)
    .filter((css) => classes.some((name) => css.includes(`.${name}`)));
}

const allCss = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText)
    .join('\n');

describe('system', () => {
  it('registers the recipe of every Chakra component the entries export', () => {
    const recipes = [
      'badge',
      'button',
      'code',
      'container',
      'heading',
      'icon',
      'input',
      'inputAddon',
      'kbd',
      'link',
      'separator',
      'skeleton',
      'spinner',
      'textarea',
    ];
    const slotRecipes = [
      'accordion',
      'alert',
      'avatar',
      'card',
      'checkbox',
      'field',
      'fieldset',
      'list',
      'nativeSelect',
      'progress',
      'radioGroup',
      'stat',
      'switch',
      'table',
      'tabs',
      'toast',
      'dialog',
      'drawer',
      'menu',
      'popover',
      'tooltip',
    ];
    for (const key of recipes) expect(system.isRecipe(key)).toBe(true);
    for (const key of slotRecipes) expect(system.isSlotRecipe(key)).toBe(true);
  });

  it("adds the main entry's, widgets' and overlays' recipes only when their entry loads", () => {
    /* eslint-disable @typescript-eslint/no-require-imports -- a fresh module registry per load */
    jest.isolateModules(() => {
      const fresh = require('./system') as typeof import('./system');
      require('../core');
      expect(fresh.system.isSlotRecipe('table')).toBe(false);
      expect(fresh.system.isRecipe('input')).toBe(false);
      require('../index');
      expect(fresh.system.isSlotRecipe('table')).toBe(true);
      expect(fresh.system.isRecipe('input')).toBe(true);
      expect(fresh.system.isSlotRecipe('tabs')).toBe(false);
      expect(fresh.system.isSlotRecipe('dialog')).toBe(false);
      expect(fresh.system.isSlotRecipe('card')).toBe(true);
      require('../widgets');
      expect(fresh.system.isSlotRecipe('tabs')).toBe(true);
      expect(fresh.system.isSlotRecipe('dialog')).toBe(false);
      require('../overlays');
      expect(fresh.system.isSlotRecipe('dialog')).toBe(true);
    });
    /* eslint-enable @typescript-eslint/no-require-imports */
  });

  it('leaves out the recipes of components it does not export', () => {
    for (const key of ['carousel', 'datePicker', 'colorPicker', 'select', 'combobox', 'treeView']) {
      expect(system.isSlotRecipe(key)).toBe(false);
    }
  });

  it('defines the brand palette and makes it the default colour palette', () => {
    render(
      <AppProvider>
        <Button>Guardar</Button>
      </AppProvider>,
    );
    const css = allCss();
    expect(css).toContain('--chakra-colors-brand-600: #0b7f66');
    expect(css).toMatch(/--chakra-colors-brand-solid: var\(--chakra-colors-brand-600\)/);
    expect(css).toMatch(/color-palette-solid: var\(--chakra-colors-brand-solid\)/);
  });

  it('renders the exported components with their recipe styles', async () => {
    render(
      <AppProvider>
        <Heading>Panel de Control</Heading>
        <Button>Guardar</Button>
        <Badge>Nuevo</Badge>
        <Spinner aria-label="cargando" />
        <Field.Root>
          <Field.Label>Nombre</Field.Label>
          <Input aria-label="Nombre" />
        </Field.Root>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label="Sector">
            <option>Retail</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
        <Card.Root data-testid="card">
          <Card.Body>Contenido</Card.Body>
        </Card.Root>
        <Table.Root>
          <Table.Body>
            <Table.Row>
              <Table.Cell>celda</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
        <Tabs.Root defaultValue="a">
          <Tabs.List>
            <Tabs.Trigger value="a">Ingresos</Tabs.Trigger>
          </Tabs.List>
        </Tabs.Root>
        <Alert.Root status="info" data-testid="alert">
          <Alert.Title>Aviso</Alert.Title>
        </Alert.Root>
      </AppProvider>,
    );
    // Let the tabs' state machine settle.
    await act(async () => undefined);

    const styled = [
      screen.getByRole('heading', { name: 'Panel de Control' }),
      screen.getByRole('button', { name: 'Guardar' }),
      screen.getByText('Nuevo'),
      screen.getByRole('textbox', { name: 'Nombre' }),
      screen.getByRole('combobox', { name: 'Sector' }),
      screen.getByTestId('card'),
      screen.getByRole('table'),
      screen.getByRole('tab', { name: 'Ingresos' }),
      screen.getByTestId('alert'),
    ];
    for (const element of styled) {
      expect(rulesFor(element).some((css) => css.includes('@layer recipes'))).toBe(true);
    }
    expect(rulesFor(screen.getByRole('button', { name: 'Guardar' })).join('\n')).toContain(
      'background: var(--chakra-colors-color-palette-solid)',
    );
  });
});

describe('entry points', () => {
  it('keeps the overlays out of the main entry', () => {
    const main = mainEntry as Record<string, unknown>;
    for (const name of ['Dialog', 'Drawer', 'Menu', 'Tooltip', 'Popover']) {
      expect(main[name]).toBeUndefined();
      expect((overlaysEntry as Record<string, unknown>)[name]).toBeDefined();
    }
  });

  it('keeps the stateful widgets out of the main entry', () => {
    const main = mainEntry as Record<string, unknown>;
    for (const name of [
      'Accordion',
      'Avatar',
      'Checkbox',
      'Progress',
      'RadioGroup',
      'Switch',
      'Tabs',
    ]) {
      expect(main[name]).toBeUndefined();
      expect((widgetsEntry as Record<string, unknown>)[name]).toBeDefined();
    }
  });

  it('keeps forms, tables and the toast queue out of the first-page entry', () => {
    const core = coreEntry as Record<string, unknown>;
    for (const name of [
      'Field',
      'Input',
      'NativeSelect',
      'Table',
      'Stat',
      'toaster',
      'Paginator',
    ]) {
      expect(core[name]).toBeUndefined();
      expect((mainEntry as Record<string, unknown>)[name]).toBeDefined();
    }
    // The main entry is the core plus the rest: the same objects, not copies.
    expect(mainEntry.Button).toBe(coreEntry.Button);
    expect(mainEntry.apiClient).toBe(coreEntry.apiClient);
  });

  it('leaves the data router out of the main entry', () => {
    const main = mainEntry as Record<string, unknown>;
    for (const name of ['createBrowserRouter', 'RouterProvider', 'ScrollRestoration']) {
      expect(main[name]).toBeUndefined();
    }
  });

  it('exports the router pieces under their documented names', () => {
    for (const name of [
      'BrowserRouter',
      'RouterLink',
      'useNavigate',
      'useSearchParams',
      'generatePath',
      'useRoutes',
    ]) {
      expect((mainEntry as Record<string, unknown>)[name]).toBeDefined();
    }
  });
});
