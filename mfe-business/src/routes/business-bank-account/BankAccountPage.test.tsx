import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankAccount } from '@platform/api/contracts';
import { answer, apiError, inTurn, renderWithProviders } from '@platform/shared/testing';
import BankAccountPage from './BankAccountPage';

const SAVED: BankAccount = {
  accountNumber: '29471850',
  bankId: '012',
  accountType: 'checking',
  rut: '77.284.519-7',
};

describe('BankAccountPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads the account into the form, with a way back home', async () => {
    answer('get', '/store/bank/account', SAVED);
    renderWithProviders(<BankAccountPage />, { route: '/business/bank-account' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cuenta Bancaria' })).toBeInTheDocument();
    expect(
      screen.getByRole('status', { name: 'Cargando la cuenta bancaria...' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Número de cuenta/ })).toHaveValue(
      '29471850',
    );
    expect(screen.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');
  });

  it('says the load failed and tries again on request', async () => {
    const load = answer(
      'get',
      '/store/bank/account',
      inTurn(() => apiError(500, 'Error interno del servidor'), SAVED),
    );
    renderWithProviders(<BankAccountPage />);
    expect(
      await screen.findByText('Error al cargar la información de la cuenta bancaria'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('combobox', { name: /Banco/ })).toHaveValue('012');
    expect(load.requests).toHaveLength(2);
  });
});
