import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryTree } from '@platform/api/contracts';
import { queryClient } from '@platform/shared';
import {
  answer,
  apiError,
  HttpResponse,
  inTurn,
  renderWithProviders,
} from '@platform/shared/testing';
import { CATEGORY_SUCCESS_MS, CategoryManager } from './CategoryManager';
import { categoryNode, IDS, rootCategory, sampleTree } from './fixtures';

// Chakra's checkbox and radio (zag) build PointerEvents, which jsdom lacks.
if (typeof window.PointerEvent === 'undefined') {
  Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tree as the api answers after a change (names and counts as in `sampleTree`). */
function treeOf(...roots: CategoryTree['categories']): CategoryTree {
  return { categories: roots.map((root, order) => ({ ...root, order })) };
}
const [cafe, te, accesorios] = sampleTree().categories as [
  CategoryTree['categories'][number],
  CategoryTree['categories'][number],
  CategoryTree['categories'][number],
];

function renderManager(tree: CategoryTree | (() => Response) = sampleTree()) {
  const onClose = jest.fn();
  const loads = answer('get', '/categories', tree);
  renderWithProviders(<CategoryManager onClose={onClose} />);
  return { onClose, loads };
}

const treeList = () => screen.findByRole('list', { name: 'Categorías' });
const button = (name: string) => screen.getByRole('button', { name });
const newCategory = () => button('Nueva categoría');
const field = {
  name: () => screen.getByRole('textbox', { name: /Nombre/ }),
  description: () => screen.getByRole('textbox', { name: /Descripción/ }),
  parent: () => screen.getByRole('combobox', { name: /Categoría padre/ }),
  visible: () => screen.getByRole('checkbox', { name: 'Categoría visible' }),
  save: () => button('Guardar categoría'),
};

/** A product query of the list behind the modal, to see it invalidated. */
function seedProductList() {
  queryClient.setQueryData(['products', 'list', { page: 1 }], { items: [] });
  return () => queryClient.getQueryState(['products', 'list', { page: 1 }])?.isInvalidated;
}

describe('CategoryManager', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the tree with each category’s product count, subcategories collapsed', async () => {
    renderManager();
    expect(await screen.findByRole('dialog', { name: 'Gestionar categorías' })).toBeInTheDocument();
    const list = await treeList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual([
      expect.stringContaining('Café2 productos · 5 con subcategorías'),
      expect.stringContaining('Té1 productoOculta'),
      expect.stringContaining('Accesorios0 productos'),
    ]);
    expect(button('Café')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Café en grano')).not.toBeVisible();
    // A subcategory's actions name it by its full name, parent first.
    expect(
      screen.queryByRole('button', { name: 'Editar: Café > Café en grano' }),
    ).not.toBeInTheDocument();
  });

  it('expands and collapses a category by keyboard', async () => {
    renderManager();
    await treeList();
    const toggle = button('Café');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Café en grano')).toBeVisible();
    expect(button('Editar: Café > Café en grano')).toBeInTheDocument();
    expect(button('Editar: Café > Café molido')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-controls', expect.any(String));
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(
      screen.getByText('Café molido'),
    );

    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Editar: Café > Café en grano' })).toBeNull();
  });

  it("says 'No hay categorías' when the store has none", async () => {
    renderManager({ categories: [] });
    expect(await screen.findByRole('heading', { name: 'No hay categorías' })).toBeInTheDocument();
    expect(newCategory()).toBeInTheDocument();
  });

  it("says 'Error al cargar las categorías' when the tree cannot load, and retries", async () => {
    const { loads } = renderManager(
      inTurn(() => apiError(500, 'Servicio no disponible'), sampleTree()),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar las categorías');
    expect(screen.queryByRole('list', { name: 'Categorías' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await treeList()).toBeInTheDocument();
    expect(loads.requests).toHaveLength(2);
  });

  it('closes with its close button', async () => {
    const { onClose } = renderManager();
    await treeList();
    await userEvent.click(button('Cerrar'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  describe('the form', () => {
    it('checks the name and description with the spec’s messages, sending nothing', async () => {
      const created = answer('post', '/categories', {});
      renderManager();
      await treeList();
      await userEvent.click(newCategory());
      expect(screen.getByRole('heading', { name: 'Nueva categoría' })).toBeInTheDocument();
      expect(field.name()).toHaveFocus();
      expect(screen.queryByRole('list', { name: 'Categorías' })).not.toBeInTheDocument();

      await userEvent.click(field.save());
      await waitFor(() => expect(field.name()).toHaveFocus());
      expect(field.name()).toHaveAccessibleDescription('El nombre es requerido');

      await userEvent.paste('x'.repeat(101));
      await userEvent.click(field.description());
      await userEvent.paste('y'.repeat(501));
      await userEvent.click(field.save());
      await waitFor(() => expect(field.name()).toHaveFocus());
      expect(field.name()).toHaveAccessibleDescription('El nombre no puede exceder 100 caracteres');
      expect(field.description()).toHaveAccessibleDescription(
        'La descripción no puede exceder 500 caracteres',
      );
      expect(created.requests).toHaveLength(0);
    });

    it('leaves the empty form for another field or Cancelar without an error', async () => {
      renderManager();
      await treeList();
      await userEvent.click(newCategory());
      expect(field.name()).toHaveFocus();
      await userEvent.click(field.parent());
      expect(field.name()).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText('El nombre es requerido')).not.toBeInTheDocument();
      await userEvent.click(button('Cancelar'));
      expect(await treeList()).toBeInTheDocument();
      await waitFor(() => expect(newCategory()).toHaveFocus());
    });

    it('creates the category with its fields and a new uuid', async () => {
      const created = answer('post', '/categories', () =>
        HttpResponse.json(categoryNode({ id: IDS.accesorios, name: 'Filtros' }), { status: 201 }),
      );
      const products = seedProductList();
      const { loads } = renderManager();
      await treeList();
      await userEvent.click(newCategory());
      await userEvent.type(field.name(), '  Filtros ');
      await userEvent.type(field.description(), 'Papel y metal');
      // Any root may be the parent of a new category.
      expect(
        within(field.parent())
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Ninguna (categoría principal)', 'Café', 'Té', 'Accesorios']);
      await userEvent.selectOptions(field.parent(), 'Accesorios');
      expect(field.visible()).toBeChecked();
      await userEvent.click(field.visible());
      await userEvent.click(field.save());

      expect(await screen.findByRole('status')).toHaveTextContent('Categoría creada correctamente');
      expect(created.requests.map((request) => request.body)).toEqual([
        {
          name: 'Filtros',
          description: 'Papel y metal',
          parentId: IDS.accesorios,
          isEnabled: false,
          uuid: expect.stringMatching(UUID),
        },
      ]);
      // Back to the tree, which was asked again, with the focus on the button that opened the form.
      expect(await treeList()).toBeInTheDocument();
      await waitFor(() => expect(newCategory()).toHaveFocus());
      expect(loads.requests).toHaveLength(2);
      expect(products()).toBe(true);
    });

    it('closes the success banner after 1.5 seconds', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      answer('post', '/categories', categoryNode({ id: IDS.accesorios, name: 'Filtros' }));
      renderManager();
      await treeList();
      await user.click(newCategory());
      await user.type(field.name(), 'Filtros');
      await user.click(field.save());
      const banner = await screen.findByRole('status');
      expect(banner).toHaveTextContent('Categoría creada correctamente');

      act(() => jest.advanceTimersByTime(CATEGORY_SUCCESS_MS - 100));
      expect(screen.getByRole('status')).toHaveTextContent('Categoría creada correctamente');
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByText('Categoría creada correctamente')).not.toBeInTheDocument();
      expect(CATEGORY_SUCCESS_MS).toBe(1500);
    });

    it('edits a category: the parent choices leave out the category itself', async () => {
      const updated = answer('put', '/categories/:id', ({ body }) =>
        HttpResponse.json(categoryNode({ ...(body as object), id: IDS.te, name: 'Tés' })),
      );
      renderManager();
      await treeList();
      await userEvent.click(button('Editar: Té'));
      expect(screen.getByRole('heading', { name: 'Editar categoría' })).toBeInTheDocument();
      expect(field.name()).toHaveValue('Té');
      expect(field.visible()).not.toBeChecked();
      expect(
        within(field.parent())
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Ninguna (categoría principal)', 'Café', 'Accesorios']);

      await userEvent.clear(field.name());
      await userEvent.type(field.name(), 'Tés');
      await userEvent.selectOptions(field.parent(), 'Café');
      await userEvent.click(field.visible());
      await userEvent.click(field.save());

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Categoría actualizada correctamente',
      );
      expect(updated.requests).toHaveLength(1);
      expect(updated.requests[0]!.url.pathname).toBe(`/api/categories/${IDS.te}`);
      expect(updated.requests[0]!.body).toEqual({
        uuid: IDS.te,
        name: 'Tés',
        description: '',
        parentId: IDS.cafe,
        isEnabled: true,
      });
      // Its new parent opens, and the focus is back on the edit button.
      expect(button('Café')).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(button('Editar: Té')).toHaveFocus());
    });

    it('keeps a category with subcategories a root, and a subcategory out of itself', async () => {
      renderManager();
      await treeList();
      await userEvent.click(button('Editar: Café'));
      expect(
        within(field.parent())
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Ninguna (categoría principal)']);
      expect(field.parent()).toHaveAccessibleDescription(
        'Tiene subcategorías, así que se mantiene como categoría principal.',
      );
      expect(field.description()).toHaveValue('Cafés de especialidad');
      await userEvent.click(button('Cancelar'));
      await waitFor(() => expect(button('Editar: Café')).toHaveFocus());

      await userEvent.click(button('Café'));
      await userEvent.click(button('Editar: Café > Café molido'));
      expect(field.parent()).toHaveValue(IDS.cafe);
      expect(
        within(field.parent())
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Ninguna (categoría principal)', 'Café', 'Té', 'Accesorios']);
    });

    it("shows the spec's message on a failed save, and the api's reason under its field", async () => {
      answer(
        'put',
        '/categories/:id',
        inTurn(
          () => apiError(500),
          () =>
            HttpResponse.json(
              {
                message: 'La categoría padre no existe en tu tienda',
                fields: { parentId: 'La categoría padre no existe en tu tienda' },
              },
              { status: 400 },
            ),
        ),
      );
      renderManager();
      await treeList();
      await userEvent.click(button('Editar: Accesorios'));
      await userEvent.click(field.save());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'Error al guardar la categoría. Por favor, intenta nuevamente.',
      );
      expect(field.save()).toBeEnabled();

      await userEvent.click(field.save());
      await waitFor(() =>
        expect(field.parent()).toHaveAccessibleDescription(
          'La categoría padre no existe en tu tienda',
        ),
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Error al guardar la categoría. Por favor, intenta nuevamente.La categoría padre no existe en tu tienda',
      );
      await waitFor(() => expect(field.parent()).toHaveFocus());
    });
  });

  describe('the arrows', () => {
    it('are unavailable where the spec hides them, and say why', async () => {
      const moved = answer('put', '/categories/move/:direction/:id', sampleTree());
      renderManager();
      await treeList();
      await userEvent.click(button('Café'));

      const unavailable = (name: string, reason: string) => {
        expect(button(name)).toHaveAttribute('aria-disabled', 'true');
        expect(button(name)).toHaveAccessibleDescription(reason);
      };
      const available = (name: string) => {
        expect(button(name)).not.toHaveAttribute('aria-disabled');
        expect(button(name)).toBeEnabled();
        expect(button(name)).not.toHaveAccessibleDescription();
      };

      // The first root: no up, no in (nothing before it), no out (already a root).
      unavailable('Subir: Café', 'La categoría ya es la primera de su nivel');
      available('Bajar: Café');
      unavailable(
        'Bajar un nivel: Café',
        'La categoría no tiene una categoría anterior en la cual ubicarse',
      );
      unavailable('Subir un nivel: Café', 'La categoría ya está en el primer nivel');
      // A root in the middle, without subcategories: everything but out.
      available('Subir: Té');
      available('Bajar: Té');
      available('Bajar un nivel: Té');
      unavailable('Subir un nivel: Té', 'La categoría ya está en el primer nivel');
      // The last root.
      unavailable('Bajar: Accesorios', 'La categoría ya es la última de su nivel');
      // Subcategories: out, never in (two levels); up and down among their siblings.
      unavailable('Subir: Café > Café en grano', 'La categoría ya es la primera de su nivel');
      available('Bajar: Café > Café en grano');
      available('Subir un nivel: Café > Café en grano');
      unavailable(
        'Bajar un nivel: Café > Café molido',
        'Las categorías tienen como máximo dos niveles',
      );
      unavailable('Bajar: Café > Café molido', 'La categoría ya es la última de su nivel');

      // Pressing an unavailable arrow sends nothing.
      await userEvent.click(button('Subir: Café'));
      await userEvent.click(button('Subir un nivel: Té'));
      expect(moved.requests).toHaveLength(0);
    });

    it('keeps a root with subcategories out of another root', async () => {
      renderManager(treeOf(te, cafe, accesorios));
      await treeList();
      expect(button('Bajar un nivel: Café')).toHaveAttribute('aria-disabled', 'true');
      expect(button('Bajar un nivel: Café')).toHaveAccessibleDescription(
        'Una categoría con subcategorías no puede quedar dentro de otra: las categorías tienen como máximo dos niveles',
      );
      expect(button('Bajar un nivel: Accesorios')).not.toHaveAttribute('aria-disabled');
    });

    it.each([
      ['Bajar: Té', 'down', IDS.te, treeOf(cafe, accesorios, te)],
      ['Subir: Té', 'up', IDS.te, treeOf(te, cafe, accesorios)],
      [
        'Bajar un nivel: Té',
        'in',
        IDS.te,
        treeOf(
          rootCategory({ ...cafe }, [
            ...cafe.children,
            { ...te, parentId: IDS.cafe, fullName: 'Café > Té' },
          ]),
          accesorios,
        ),
      ],
      [
        'Subir un nivel: Café > Café molido',
        'out',
        IDS.molido,
        treeOf(
          rootCategory({ ...cafe }, [cafe.children[0]!]),
          { ...cafe.children[1]!, parentId: null, fullName: 'Café molido', children: [] },
          te,
          accesorios,
        ),
      ],
    ] as const)('%s sends move %s and shows the new tree', async (name, direction, id, after) => {
      const moved = answer('put', '/categories/move/:direction/:id', after);
      const products = seedProductList();
      renderManager(inTurn(sampleTree(), after));
      await treeList();
      await userEvent.click(button('Café'));
      await userEvent.click(button(name));

      await waitFor(() => expect(moved.requests).toHaveLength(1));
      expect(moved.requests[0]!.url.pathname).toBe(`/api/categories/move/${direction}/${id}`);
      expect(moved.requests[0]!.body).toEqual({ categoryId: id });
      await waitFor(() => expect(products()).toBe(true));

      const names = () =>
        within(screen.getByRole('list', { name: 'Categorías' }))
          .getAllByRole('listitem')
          .map((row) => within(row).getAllByText(/\S/)[0]!.textContent);
      const expected = after.categories.flatMap((root) => [
        root.name,
        ...root.children.map((child) => child.name),
      ]);
      await waitFor(() => expect(names()).toEqual(expected));
      // The moved category keeps the focus, on the same arrow (its name follows its new place).
      const moveButton = document.querySelector<HTMLElement>(
        `[data-category-id="${id}"][data-category-action="${direction}"]`,
      );
      await waitFor(() => expect(moveButton).toHaveFocus());
    });

    it("shows the api's reason when a move fails", async () => {
      answer('put', '/categories/move/:direction/:id', () =>
        apiError(409, 'La categoría ya es la última de su nivel'),
      );
      renderManager();
      await treeList();
      await userEvent.click(button('Bajar: Café'));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('No se pudo mover la categoría');
      expect(alert).toHaveTextContent('La categoría ya es la última de su nivel');
    });
  });

  describe('show and hide', () => {
    it('shows a hidden category and hides a visible one', async () => {
      const shown = answer('put', '/categories/visibility/:action/:id', ({ url }) =>
        HttpResponse.json(categoryNode({ id: url.pathname.split('/').pop()!, name: 'x' })),
      );
      const products = seedProductList();
      renderManager(
        inTurn(
          sampleTree(),
          treeOf(cafe, { ...te, isEnabled: true }, accesorios),
          treeOf(cafe, { ...te, isEnabled: true }, { ...accesorios, isEnabled: false }),
        ),
      );
      await treeList();
      expect(screen.getByText('Oculta')).toBeInTheDocument();
      await userEvent.click(button('Mostrar: Té'));
      expect(await screen.findByRole('button', { name: 'Ocultar: Té' })).toBeInTheDocument();
      expect(screen.queryByText('Oculta')).not.toBeInTheDocument();
      await userEvent.click(button('Ocultar: Accesorios'));
      expect(
        await screen.findByRole('button', { name: 'Mostrar: Accesorios' }),
      ).toBeInTheDocument();

      expect(shown.requests.map((request) => [request.url.pathname, request.body])).toEqual([
        [`/api/categories/visibility/show/${IDS.te}`, { categoryId: IDS.te }],
        [`/api/categories/visibility/hide/${IDS.accesorios}`, { categoryId: IDS.accesorios }],
      ]);
      expect(products()).toBe(true);
    });

    it("shows the api's message when it fails", async () => {
      answer('put', '/categories/visibility/:action/:id', () => apiError(500, 'Error interno'));
      renderManager();
      await treeList();
      await userEvent.click(button('Ocultar: Café'));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('No se pudo cambiar la visibilidad de la categoría');
      expect(alert).toHaveTextContent('Error interno');
    });
  });

  describe('delete', () => {
    const deleted = { deletedIds: [], movedProducts: 0, uncategorizedProducts: 0 };

    async function openDelete(name: string) {
      await userEvent.click(button(name));
      return screen.findByRole('alertdialog', { name: 'Eliminar categoría' });
    }

    it('leaves the products uncategorized, sending the subcategories it deletes too', async () => {
      const removed = answer('delete', '/categories/:id', deleted);
      const products = seedProductList();
      renderManager(inTurn(sampleTree(), treeOf(te, accesorios)));
      await treeList();
      const dialog = await openDelete('Eliminar: Café');
      expect(dialog).toHaveTextContent('¿Eliminar la categoría «Café»?');
      expect(dialog).toHaveTextContent(
        'También se eliminarán sus subcategorías: Café en grano, Café molido.',
      );

      // A category with products needs a choice.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar categoría' }));
      const uncategorize = within(dialog).getByRole('radio', { name: 'Dejarlos sin categoría' });
      await waitFor(() => expect(uncategorize).toHaveFocus());
      expect(within(dialog).getByText(/Elige qué hacer con los productos/)).toBeInTheDocument();
      expect(
        within(dialog).getByRole('group', { name: '¿Qué hacemos con sus 5 productos?' }),
      ).toBeInTheDocument();
      expect(removed.requests).toHaveLength(0);

      await userEvent.click(uncategorize);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar categoría' }));

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Categoría eliminada correctamente',
      );
      expect(removed.requests).toHaveLength(1);
      expect(removed.requests[0]!.url.pathname).toBe(`/api/categories/${IDS.cafe}`);
      expect(removed.requests[0]!.body).toEqual({
        categoryId: IDS.cafe,
        productAction: 'uncategorize',
        targetCategoryId: null,
        childCategories: [IDS.grano, IDS.molido],
      });
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Café' })).not.toBeInTheDocument();
      await waitFor(() => expect(newCategory()).toHaveFocus());
      expect(products()).toBe(true);
    });

    it('moves the products to a category outside the deleted ones', async () => {
      const removed = answer('delete', '/categories/:id', deleted);
      renderManager(inTurn(sampleTree(), treeOf(te, accesorios)));
      await treeList();
      const dialog = await openDelete('Eliminar: Café');
      await userEvent.click(
        within(dialog).getByRole('radio', { name: 'Moverlos a otra categoría' }),
      );
      const target = within(dialog).getByRole('combobox', { name: /Categoría de destino/ });
      expect(
        within(target)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Selecciona una categoría', 'Té', 'Accesorios']);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar categoría' }));
      await waitFor(() => expect(target).toHaveFocus());
      expect(target).toHaveAccessibleDescription(
        'Selecciona la categoría a la que se moverán los productos',
      );

      await userEvent.selectOptions(target, 'Té');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar categoría' }));
      await screen.findByText('Categoría eliminada correctamente');
      expect(removed.requests[0]!.body).toEqual({
        categoryId: IDS.cafe,
        productAction: 'move',
        targetCategoryId: IDS.te,
        childCategories: [IDS.grano, IDS.molido],
      });
    });

    it('offers the subcategories of other roots as targets, by full name', async () => {
      renderManager();
      await treeList();
      const dialog = await openDelete('Eliminar: Té');
      expect(dialog).toHaveTextContent('¿Qué hacemos con su producto?');
      await userEvent.click(
        within(dialog).getByRole('radio', { name: 'Moverlos a otra categoría' }),
      );
      const target = within(dialog).getByRole('combobox', { name: /Categoría de destino/ });
      expect(
        within(target)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        'Selecciona una categoría',
        'Café',
        'Café > Café en grano',
        'Café > Café molido',
        'Accesorios',
      ]);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await waitFor(() => expect(button('Eliminar: Té')).toHaveFocus());
    });

    it('asks nothing about products when it has none', async () => {
      const removed = answer('delete', '/categories/:id', deleted);
      renderManager(inTurn(sampleTree(), treeOf(cafe, te)));
      await treeList();
      const dialog = await openDelete('Eliminar: Accesorios');
      expect(dialog).toHaveTextContent('No tiene productos.');
      expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar categoría' }));
      await screen.findByText('Categoría eliminada correctamente');
      expect(removed.requests[0]!.body).toEqual({
        categoryId: IDS.accesorios,
        productAction: 'uncategorize',
        targetCategoryId: null,
        childCategories: [],
      });
    });

    it("shows the api's reason and stays open when the delete fails", async () => {
      answer('delete', '/categories/:id', () =>
        HttpResponse.json(
          {
            message:
              'Las subcategorías cambiaron mientras tanto. Recarga las categorías e intenta nuevamente.',
          },
          { status: 409 },
        ),
      );
      const { loads } = renderManager();
      await treeList();
      const dialog = await openDelete('Eliminar: Accesorios');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar categoría' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('No se pudo eliminar la categoría');
      expect(alert).toHaveTextContent('Las subcategorías cambiaron mientras tanto.');
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      // The tree is asked again, so a retry sees the subcategories as they are.
      await waitFor(() => expect(loads.requests).toHaveLength(2));
    });
  });
});
