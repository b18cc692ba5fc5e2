import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_EVENTS } from '@platform/shared';
import { answer, HttpResponse, renderWithProviders } from '@platform/shared/testing';
import type { BankAccount } from '../api/get-bank-account';
import { BankAccountForm } from './BankAccountForm';

const EMPTY: BankAccount = { accountNumber: null, bankId: null, accountType: null, rut: null };
const SAVED: BankAccount = {
  accountNumber: '29471850',
  bankId: '012',
  accountType: 'checking',
  rut: '77.284.519-7',
};

const field = {
  bank: () => screen.getByRole('combobox', { name: /Banco/ }),
  type: () => screen.getByRole('combobox', { name: /Tipo de cuenta/ }),
  number: () => screen.getByRole('textbox', { name: /Número de cuenta/ }),
  rut: () => screen.getByRole('textbox', { name: /RUT del titular/ }),
  save: () => screen.getByRole('button', { name: 'Guardar cambios' }),
};

describe('BankAccountForm', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the saved account, with the 18 banks and the three account types', () => {
    renderWithProviders(<BankAccountForm account={SAVED} />);
    expect(field.bank()).toHaveValue('012');
    expect(field.bank()).toHaveDisplayValue('BancoEstado');
    expect(screen.getAllByRole('option')).toHaveLength(1 + 18 + 1 + 3);
    expect(field.type()).toHaveDisplayValue('Cuenta Corriente');
    expect(screen.getByRole('option', { name: 'Cuenta de Ahorro' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Cuenta Vista' })).toBeInTheDocument();
    expect(field.number()).toHaveValue('29471850');
    expect(field.rut()).toHaveValue('77.284.519-7');
  });

  it('shows the spec messages for an empty form and sends nothing', async () => {
    const saved = answer('put', '/store/bank/account', SAVED);
    renderWithProviders(<BankAccountForm account={EMPTY} />);
    await userEvent.click(field.save());
    expect(await screen.findByText('El banco es requerido')).toBeInTheDocument();
    expect(screen.getByText('Selecciona un tipo de cuenta válido')).toBeInTheDocument();
    expect(screen.getByText('El número de cuenta es requerido')).toBeInTheDocument();
    expect(screen.getByText('El RUT es requerido')).toBeInTheDocument();
    await waitFor(() => expect(field.bank()).toHaveFocus());
    expect(field.bank()).toHaveAccessibleDescription('El banco es requerido');
    expect(field.type()).toHaveAccessibleDescription('Selecciona un tipo de cuenta válido');
    expect(saved.requests).toHaveLength(0);
  });

  it('takes the focus to the first field to fix, which reads its message instead of its help', async () => {
    renderWithProviders(<BankAccountForm account={EMPTY} />);
    expect(field.number()).toHaveAccessibleDescription(
      'Hasta 12 caracteres, solo números y guiones.',
    );
    await userEvent.selectOptions(field.bank(), 'Banco Santander');
    await userEvent.selectOptions(field.type(), 'Cuenta Vista');
    await userEvent.type(field.rut(), '123456789');
    await userEvent.click(field.save());
    await waitFor(() => expect(field.number()).toHaveFocus());
    expect(field.number()).toHaveAttribute('aria-invalid', 'true');
    expect(field.number()).toHaveAccessibleDescription('El número de cuenta es requerido');
    expect(field.rut()).toHaveAccessibleDescription('RUT inválido');
    expect(field.bank()).not.toHaveAttribute('aria-describedby');
  });

  it('formats the RUT while typed and checks it and the account number on blur', async () => {
    renderWithProviders(<BankAccountForm account={EMPTY} />);
    await userEvent.type(field.rut(), '12.3a45k678-9xyz');
    // Letters other than a final K are dropped, and at most 9 characters are kept.
    expect(field.rut()).toHaveValue('12.345.678-9');
    await userEvent.tab();
    expect(await screen.findByText('RUT inválido')).toBeInTheDocument();
    await userEvent.clear(field.rut());
    await userEvent.type(field.rut(), '123456785');
    expect(field.rut()).toHaveValue('12.345.678-5');
    expect(screen.queryByText('RUT inválido')).not.toBeInTheDocument();

    await userEvent.type(field.number(), '1234567890123');
    await userEvent.tab();
    expect(
      await screen.findByText('El número de cuenta no puede exceder 12 caracteres'),
    ).toBeInTheDocument();
  });

  it('saves, says so, and asks the setup guide to reload', async () => {
    const saved = answer('put', '/store/bank/account', ({ body }) =>
      HttpResponse.json(body as BankAccount),
    );
    const reloads = jest.fn();
    window.addEventListener(APP_EVENTS.setupGuideReload, reloads);
    renderWithProviders(<BankAccountForm account={EMPTY} />);

    await userEvent.selectOptions(field.bank(), 'Banco Santander');
    await userEvent.selectOptions(field.type(), 'Cuenta Vista');
    await userEvent.type(field.number(), ' 0012-345678 ');
    await userEvent.type(field.rut(), '123456785');
    await userEvent.click(field.save());

    expect(await screen.findByText('Cambios guardados correctamente')).toBeInTheDocument();
    expect(saved.requests.map((request) => request.body)).toEqual([
      { bankId: '037', accountType: 'view', accountNumber: '0012-345678', rut: '12.345.678-5' },
    ]);
    expect(reloads).toHaveBeenCalledTimes(1);
    window.removeEventListener(APP_EVENTS.setupGuideReload, reloads);

    // Editing again hides the message of the last save.
    await userEvent.type(field.number(), '9');
    expect(screen.queryByText('Cambios guardados correctamente')).not.toBeInTheDocument();
  });

  it("shows the server's message, under the field too, and keeps the button usable", async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Selecciona un banco de la lista',
      fields: { bankId: 'Selecciona un banco de la lista' },
    };
    answer('put', '/store/bank/account', () => HttpResponse.json(body, { status: 400 }));
    renderWithProviders(<BankAccountForm account={SAVED} />);
    await userEvent.click(field.save());
    expect(
      await screen.findByText('Error al guardar los cambios: Selecciona un banco de la lista'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Selecciona un banco de la lista')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error al guardar los cambios: Selecciona un banco de la lista',
    );
    await waitFor(() => expect(field.bank()).toHaveFocus());
    expect(field.bank()).toHaveAccessibleDescription('Selecciona un banco de la lista');
    expect(field.save()).toBeEnabled();
  });

  it('disables the button while saving', async () => {
    let finish: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (finish = resolve));
    answer('put', '/store/bank/account', async () => {
      await answered;
      return HttpResponse.json(SAVED);
    });
    renderWithProviders(<BankAccountForm account={SAVED} />);
    await userEvent.click(field.save());
    const busy = await screen.findByRole('button', { name: /Guardando/ });
    expect(busy).toBeDisabled();
    finish();
    expect(await screen.findByText('Cambios guardados correctamente')).toBeInTheDocument();
  });
});
