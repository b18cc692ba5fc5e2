import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_EVENTS, onAppEvent, queryClient } from '@platform/shared';
import { answer, HttpResponse, inTurn, renderWithProviders } from '@platform/shared/testing';
import { isValidRut } from '@platform/shared/validation';
import { businessDataKeys } from '../api/business-data-keys';
import { blankBilling, savedBilling } from '../fixtures';
import { BillingInfoEditor } from './BillingInfoEditor';

// Typing-heavy tests: generous when the whole suite shares two cores.
jest.setTimeout(30_000);

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Guardar cambios' });

async function renderLoaded(billing = blankBilling) {
  const load = answer('get', '/business/billing', billing);
  renderWithProviders(<BillingInfoEditor />);
  await screen.findByRole('form', { name: 'Datos de Facturación' });
  return load;
}

async function fillValidBilling() {
  await userEvent.type(field(/Razón social/), 'Huerta Verde SpA');
  await userEvent.type(field(/RUT/), '761234560');
  await userEvent.type(field(/Giro/), 'Venta al por menor de frutas y verduras');
  await userEvent.type(field(/^Dirección/), 'Av. Libertad 1045');
  await userEvent.type(field(/Ciudad/), 'Viña del Mar');
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: /Región/ }),
    'Región de Valparaíso',
  );
  await userEvent.type(field(/Código postal/), '2520000');
  await userEvent.type(field(/Email de facturación/), 'facturas@huertaverde.cl');
}

describe('BillingInfoEditor (spec 3 §2, §5, §8)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the saved billing data', async () => {
    const load = await renderLoaded(savedBilling);
    expect(load.requests).toHaveLength(1);
    expect(field(/Razón social/)).toHaveValue('Huerta Verde SpA');
    expect(field(/RUT/)).toHaveValue('76.123.456-0');
    expect(screen.getByRole('combobox', { name: /Región/ })).toHaveValue('Región de Valparaíso');
    expect(field(/Teléfono de facturación/)).toHaveValue('+56934567812');
  });

  it('suggests a RUT that passes its own check digit', async () => {
    await renderLoaded();
    const rut = field(/RUT/);
    expect(rut).toHaveAttribute('placeholder', '12.345.678-5');
    expect(isValidRut(rut.getAttribute('placeholder') ?? '')).toBe(true);
  });

  it('shows the message of every required field of the table', async () => {
    const saved = answer('put', '/business/billing', savedBilling);
    await renderLoaded();
    await userEvent.click(saveButton());
    for (const message of [
      'El nombre es requerido',
      'El RUT es requerido',
      'El giro es requerido',
      'La dirección es requerida',
      'La ciudad es requerida',
      'La región es requerida',
      'El código postal es requerido',
      'Email inválido',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(saved.requests).toHaveLength(0);
  });

  it('takes the focus to the first field to fix in the order shown, which reads its message', async () => {
    await renderLoaded();
    await userEvent.type(field(/Razón social/), 'Huerta Verde SpA');
    await userEvent.click(saveButton());
    // The RUT, shown second, comes before 'Giro' even though it is set up after it.
    await waitFor(() => expect(field(/RUT/)).toHaveFocus());
    expect(field(/RUT/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/RUT/)).toHaveAccessibleDescription('El RUT es requerido');
    expect(field(/Giro/)).toHaveAccessibleDescription('El giro es requerido');
    expect(screen.getByRole('combobox', { name: /Región/ })).toHaveAccessibleDescription(
      'La región es requerida',
    );
    expect(field(/Razón social/)).not.toHaveAttribute('aria-describedby');
  });

  it('formats the RUT while typing (digits and K, 9 at most) and checks its digit', async () => {
    await renderLoaded();
    await userEvent.type(field(/RUT/), '76.123.456-1xyz99');
    expect(field(/RUT/)).toHaveValue('76.123.456-1');
    await userEvent.tab();
    expect(await screen.findByText('RUT inválido')).toBeInTheDocument();
    await userEvent.clear(field(/RUT/));
    await userEvent.type(field(/RUT/), '10000013k');
    expect(field(/RUT/)).toHaveValue('10.000.013-K');
    await waitFor(() => expect(screen.queryByText('RUT inválido')).not.toBeInTheDocument());
  });

  it('keeps only digits in the postal code and checks e-mail and phone', async () => {
    await renderLoaded();
    await userEvent.type(field(/Código postal/), '25-20a000');
    expect(field(/Código postal/)).toHaveValue('2520000');
    await userEvent.type(field(/Email de facturación/), 'facturas@huerta');
    await userEvent.type(field(/Teléfono de facturación/), '12345');
    await userEvent.tab();
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(await screen.findByText('Teléfono inválido')).toBeInTheDocument();
  });

  it("offers Chile's 16 regions", async () => {
    await renderLoaded();
    const options = within(screen.getByRole('combobox', { name: /Región/ })).getAllByRole('option');
    expect(options).toHaveLength(17);
    expect(options[0]).toHaveTextContent('Selecciona una región');
    expect(options.map((option) => option.textContent)).toContain(
      'Región Metropolitana de Santiago',
    );
  });

  it('saves the whole billing object, shows the success banner and reloads the setup guide', async () => {
    const saved = answer('put', '/business/billing', savedBilling);
    const reloads = jest.fn();
    const off = onAppEvent(APP_EVENTS.setupGuideReload, reloads);
    await renderLoaded();
    await fillValidBilling();
    await userEvent.click(saveButton());

    expect(
      await screen.findByText('Datos de facturación guardados correctamente'),
    ).toBeInTheDocument();
    expect(saved.requests.map((request) => request.body)).toEqual([
      { ...savedBilling, billingPhone: '' },
    ]);
    expect(reloads).toHaveBeenCalledTimes(1);
    // The form, and every other reader of the cache, shows what the server kept.
    expect(field(/Teléfono de facturación/)).toHaveValue('+56934567812');
    expect(queryClient.getQueryData(businessDataKeys.billing())).toEqual(savedBilling);
    off();
  });

  it("shows the server's message and its field messages when saving fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('put', '/business/billing', () =>
      HttpResponse.json(
        { message: 'RUT inválido', fields: { rut: 'RUT inválido' } },
        { status: 400 },
      ),
    );
    await renderLoaded();
    await fillValidBilling();
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al guardar los cambios: RUT inválido',
    );
    expect(field(/RUT/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field(/RUT/)).toHaveFocus());
    expect(field(/RUT/)).toHaveAccessibleDescription('RUT inválido');
  });

  it('says when the billing data cannot be loaded, and tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The first request finds no connection, the retry the saved data.
    const load = answer(
      'get',
      '/business/billing',
      inTurn(() => HttpResponse.error(), savedBilling),
    );
    renderWithProviders(<BillingInfoEditor />);
    expect(
      await screen.findByText('Error al cargar la información de facturación'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('form', { name: 'Datos de Facturación' })).toBeInTheDocument();
    expect(load.requests).toHaveLength(2);
  });
});
