import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, HttpResponse, renderWithProviders } from '@platform/shared/testing';
import { proDomain, starterDomain } from '../fixtures';
import { AliasForm } from './AliasForm';

const ALIAS_MESSAGE =
  'El alias solo puede contener letras minúsculas, números y guiones, máximo 63 caracteres';

const aliasBox = () => screen.getByRole('textbox', { name: /Alias/ });
const saveButton = () => screen.getByRole('button', { name: 'Guardar alias' });

describe('AliasForm', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the current alias and store URL', () => {
    renderWithProviders(<AliasForm settings={starterDomain} />);
    expect(screen.getByRole('form', { name: 'Alias de tu tienda' })).toBeInTheDocument();
    expect(aliasBox()).toHaveValue('cafecordillera');
    expect(screen.getByText('https://cafecordillera.suscribe.cl')).toBeInTheDocument();
    expect(screen.getByText('.suscribe.cl')).toBeInTheDocument();
    expect(saveButton()).not.toHaveAttribute('aria-disabled');
  });

  it('shows the rule while a bad alias is typed, and a save sends nothing', async () => {
    const saved = answer('put', '/customization/domain/alias', starterDomain);
    renderWithProviders(<AliasForm settings={starterDomain} />);
    await userEvent.clear(aliasBox());
    await userEvent.type(aliasBox(), 'Mi Tienda');
    expect(await screen.findByText(ALIAS_MESSAGE)).toBeInTheDocument();
    expect(aliasBox()).toHaveAccessibleDescription(ALIAS_MESSAGE);
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(saveButton());
    await waitFor(() => expect(aliasBox()).toHaveFocus());
    expect(saved.requests).toHaveLength(0);

    await userEvent.clear(aliasBox());
    await userEvent.type(aliasBox(), 'x'.repeat(64));
    expect(await screen.findByText(ALIAS_MESSAGE)).toBeInTheDocument();
  });

  it('previews and saves a valid alias, then shows the new address', async () => {
    const saved = answer('put', '/customization/domain/alias', {
      ...starterDomain,
      alias: 'cafe-del-sur',
      storeUrl: 'https://cafe-del-sur.suscribe.cl',
    });
    const { rerender } = renderWithProviders(<AliasForm settings={starterDomain} />);
    await userEvent.clear(aliasBox());
    await userEvent.type(aliasBox(), 'cafe-del-sur');
    expect(screen.getByText('https://cafe-del-sur.suscribe.cl')).toBeInTheDocument();

    await userEvent.click(saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Alias guardado correctamente');
    expect(saved.requests[0]?.body).toEqual({ alias: 'cafe-del-sur' });
    rerender(
      <AliasForm
        settings={{
          ...starterDomain,
          alias: 'cafe-del-sur',
          storeUrl: 'https://cafe-del-sur.suscribe.cl',
        }}
      />,
    );
    expect(aliasBox()).toHaveValue('cafe-del-sur');
  });

  it("puts the api's refusal of a taken alias under the field", async () => {
    const message = 'Este alias ya está en uso por otra tienda. Elige otro.';
    answer('put', '/customization/domain/alias', () =>
      HttpResponse.json({ message, fields: { alias: message } }, { status: 409 }),
    );
    renderWithProviders(<AliasForm settings={starterDomain} />);
    await userEvent.clear(aliasBox());
    await userEvent.type(aliasBox(), 'huertaverde');
    await userEvent.click(saveButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(aliasBox()).toHaveAccessibleDescription(message);
    await waitFor(() => expect(aliasBox()).toHaveFocus());
  });

  it('says a save failed with the text of spec 3 §8', async () => {
    answer('put', '/customization/domain/alias', () => apiError(500, 'Error interno del servidor'));
    renderWithProviders(<AliasForm settings={starterDomain} />);
    await userEvent.clear(aliasBox());
    await userEvent.type(aliasBox(), 'cafe-nuevo');
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al guardar los cambios: Error interno del servidor',
    );
  });

  it('warns that a custom domain needs its CNAME updated after a change', () => {
    renderWithProviders(<AliasForm settings={proDomain} />);
    expect(
      screen.getByText(
        'Si cambias el alias, actualiza el registro CNAME de tu dominio personalizado y verifícalo de nuevo.',
      ),
    ).toBeInTheDocument();
  });
});
