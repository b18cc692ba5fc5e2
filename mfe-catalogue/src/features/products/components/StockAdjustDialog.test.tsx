import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@platform/shared';
import { answer, apiError, HttpResponse, renderWithProviders } from '@platform/shared/testing';
import { lowStockMug, productPage } from '../../../fixtures/product-list';
import { productKeys } from '../api/keys';
import StockAdjustDialog from './StockAdjustDialog';

const path = `/products/${lowStockMug.id}/adjust-stock`;

function renderDialog(onClose = jest.fn()) {
  renderWithProviders(<StockAdjustDialog product={lowStockMug} onClose={onClose} />);
  return onClose;
}

const dialog = () => screen.getByRole('dialog', { name: 'Ajustar stock: Taza Esmaltada' });
const quantity = () => within(dialog()).getByRole('textbox', { name: 'Cantidad' });
const result = () => within(dialog()).getByText(/Stock resultante/);

describe('StockAdjustDialog', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('previews the resulting stock, never below 0, and reads anything but digits as 0', async () => {
    renderDialog();
    expect(await screen.findByText(/Stock actual/)).toHaveTextContent('Stock actual: 2');
    expect(within(dialog()).getByRole('radio', { name: 'Sumar' })).toBeChecked();
    expect(result()).toHaveTextContent('Stock resultante: 2');

    await userEvent.type(quantity(), '15');
    expect(result()).toHaveTextContent('Stock resultante: 17');

    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Restar' }));
    expect(result()).toHaveTextContent('Stock resultante: 0');
    expect(within(dialog()).getByText('El stock no puede quedar bajo 0.')).toBeInTheDocument();

    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Fijar en' }));
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '-3,5abc');
    // The minus sign, the comma and the letters are dropped: 35.
    expect(quantity()).toHaveValue('35');
    expect(result()).toHaveTextContent('Stock resultante: 35');
    await userEvent.clear(quantity());
    expect(result()).toHaveTextContent('Stock resultante: 0');
  });

  it('saves, says so, updates the list and closes 1.5 seconds later', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const listKey = productKeys.list({
      stockStatus: 'all',
      type: 'all',
      requiresMembership: 'all',
      visibility: 'all',
      archived: 'no',
      page: 1,
      perPage: 10,
      sortField: 'name',
      sortDirection: 'asc',
    });
    queryClient.setQueryData(listKey, productPage([lowStockMug]));
    const saved = answer('put', path, {
      id: lowStockMug.id,
      previousStock: 2,
      stock: 0,
      minStock: 5,
    });
    const onClose = renderDialog();

    await user.click(await screen.findByRole('radio', { name: 'Restar' }));
    await user.type(quantity(), '9');
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar ajuste' }));

    expect(await within(dialog()).findByRole('status')).toHaveTextContent('Stock actualizado');
    expect(saved.requests.map(({ body }) => body)).toEqual([{ type: 'subtract', value: 9 }]);
    expect(queryClient.getQueryData<{ data: { stock: number }[] }>(listKey)?.data[0]?.stock).toBe(
      0,
    );

    act(() => jest.advanceTimersByTime(1000));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(500));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message, else the status, and keeps the dialog open", async () => {
    answer('put', path, () =>
      apiError(409, 'El producto está archivado: no se puede ajustar su stock'),
    );
    const onClose = renderDialog();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Cantidad' }), '1');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar ajuste' }));

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Error al ajustar el stock');
    expect(alert).toHaveTextContent('El producto está archivado: no se puede ajustar su stock');
    expect(onClose).not.toHaveBeenCalled();

    answer('put', path, () => new HttpResponse(null, { status: 502 }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar ajuste' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert')).toHaveTextContent(
        'Error 502: No se pudo ajustar el stock',
      ),
    );
  });

  it('puts the message of a refused quantity under the field and focuses it', async () => {
    answer('put', path, () =>
      HttpResponse.json(
        {
          message: 'El stock no puede superar 999.999.999 unidades',
          fields: { value: 'El stock no puede superar 999.999.999 unidades' },
        },
        { status: 400 },
      ),
    );
    renderDialog();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Cantidad' }), '999999999');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Guardar ajuste' }));
    await waitFor(() => expect(quantity()).toHaveFocus());
    expect(quantity()).toHaveAccessibleDescription(
      'El stock no puede superar 999.999.999 unidades',
    );
  });
});
