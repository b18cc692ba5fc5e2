import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CodeSent } from '@platform/api/contracts';
import { answer, HttpResponse, renderWithProviders } from '@platform/shared/testing';
import { RegistrationForm } from './RegistrationForm';
import { hrefOf } from '../../../testing/links';

const textbox = (name: RegExp | string) => screen.getByRole('textbox', { name });
const password = () => screen.getByLabelText(/^Contraseña/);
const confirmation = () => screen.getByLabelText(/^Confirmar contraseña/);
const submit = () => screen.getByRole('button', { name: 'Crear mi tienda' });
const REGISTER_PATH = '/auth/public-platform-register';

/** The api's refusal of a registration: its message, and the same under a field. */
const refusal = (field: string, message: string) => () =>
  HttpResponse.json({ message, fields: { [field]: message } }, { status: 409 });

async function fillValid() {
  await userEvent.type(textbox(/Nombre de la tienda/), 'café del ñandú');
  await userEvent.type(textbox('Nombre'), 'valentina');
  await userEvent.type(textbox(/Apellido/), 'soto');
  await userEvent.type(textbox(/Correo electrónico/), 'Valentina@Cafe.CL');
  await userEvent.type(password(), 'Segura#2026');
  await userEvent.type(confirmation(), 'Segura#2026');
}

// Every keystroke validates the whole form: typing a full registration takes a few seconds in jsdom.
jest.setTimeout(30_000);

describe('RegistrationForm (spec 1 §2.6, §5.3)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('capitalises names, lower-cases the e-mail, derives the subdomain and enables submit when valid', async () => {
    renderWithProviders(<RegistrationForm onRegistered={jest.fn()} />);
    // Shown disabled, yet still reachable by the keyboard (it then points at what is missing).
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await fillValid();
    expect(textbox(/Nombre de la tienda/)).toHaveValue('Café Del Ñandú');
    expect(textbox('Nombre')).toHaveValue('Valentina');
    expect(textbox(/Apellido/)).toHaveValue('Soto');
    expect(textbox(/Correo electrónico/)).toHaveValue('valentina@cafe.cl');
    expect(screen.getByText('https://cafe-del-nandu.suscribe.cl')).toBeInTheDocument();
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    [/Nombre de la tienda/, 50, 'El nombre de la tienda no puede exceder 50 caracteres'],
    ['Nombre', 30, 'El nombre no puede exceder 30 caracteres'],
    [/Apellido/, 30, 'El apellido no puede exceder 30 caracteres'],
  ])('blocks typing past the maximum of %s and says so', async (name, max, message) => {
    renderWithProviders(<RegistrationForm onRegistered={jest.fn()} />);
    const input = textbox(name);
    await userEvent.click(input);
    await userEvent.paste('a'.repeat(max - 1));
    await userEvent.type(input, 'bcd');
    expect(input).toHaveValue(`A${'a'.repeat(max - 2)}b`);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('says what is required', async () => {
    renderWithProviders(<RegistrationForm onRegistered={jest.fn()} />);
    for (const field of [
      textbox(/Nombre de la tienda/),
      textbox('Nombre'),
      textbox(/Apellido/),
      textbox(/Correo electrónico/),
      password(),
      confirmation(),
    ]) {
      await userEvent.type(field, 'x');
      await userEvent.clear(field);
    }
    for (const message of [
      'El nombre de la tienda es requerido',
      'El nombre es requerido',
      'El apellido es requerido',
      'El correo electrónico es requerido',
      'La contraseña es requerida',
      'Confirma tu contraseña',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
  });

  it('on submit, takes the focus to the first field to fix in the order shown, which reads its message', async () => {
    const post = answer('post', REGISTER_PATH, () => new HttpResponse(null, { status: 500 }));
    renderWithProviders(<RegistrationForm onRegistered={jest.fn()} />);
    await userEvent.type(password(), 'Segura#2026');
    await userEvent.click(submit());
    const storeName = textbox(/Nombre de la tienda/);
    await waitFor(() => expect(storeName).toHaveFocus());
    expect(storeName).toHaveAttribute('aria-invalid', 'true');
    expect(storeName).toHaveAccessibleDescription('El nombre de la tienda es requerido');
    expect(textbox(/Correo electrónico/)).toHaveAccessibleDescription(
      'El correo electrónico es requerido',
    );
    expect(confirmation()).toHaveAccessibleDescription('Confirma tu contraseña');

    await userEvent.type(storeName, 'café del ñandú');
    await userEvent.type(textbox('Nombre'), 'valentina');
    await userEvent.type(textbox(/Apellido/), 'soto');
    await userEvent.click(submit());
    await waitFor(() => expect(textbox(/Correo electrónico/)).toHaveFocus());
    expect(storeName).not.toHaveAttribute('aria-describedby');
    expect(post.requests).toHaveLength(0);
  });

  it('checks the e-mail shape', async () => {
    renderWithProviders(<RegistrationForm onRegistered={jest.fn()} />);
    await userEvent.type(textbox(/Correo electrónico/), 'valentina@cafe');
    expect(await screen.findByText('Ingresa un correo electrónico válido')).toBeInTheDocument();
  });

  it.each([
    ['Ab1#', 'La contraseña debe tener al menos 8 caracteres'],
    ['abcdef1#', 'La contraseña debe contener al menos una mayúscula'],
    ['ABCDEF1#', 'La contraseña debe contener al menos una minúscula'],
    ['Abcdefg#', 'La contraseña debe contener al menos un número'],
    ['Abcdefg1', 'La contraseña debe contener al menos un caracter especial'],
  ])('explains why %j is not a valid password', async (value, message) => {
    renderWithProviders(<RegistrationForm onRegistered={jest.fn()} />);
    await userEvent.type(password(), value);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('asks for a matching confirmation, re-checking it when the password changes', async () => {
    renderWithProviders(<RegistrationForm onRegistered={jest.fn()} />);
    await userEvent.type(password(), 'Segura#2026');
    await userEvent.type(confirmation(), 'Segura#2027');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    await userEvent.clear(password());
    await userEvent.type(password(), 'Segura#2027');
    expect(screen.queryByText('Las contraseñas no coinciden')).not.toBeInTheDocument();
  });

  it('links to the terms and the privacy policy', () => {
    renderWithProviders(<RegistrationForm onRegistered={jest.fn()} />);
    expect(hrefOf('Términos y Condiciones')).toBe('/terms');
    expect(hrefOf('Política de Privacidad')).toBe('/privacy');
  });

  it('sends the registration payload with the derived subdomain', async () => {
    const accepted: CodeSent = {
      message: 'ok',
      email: 'valentina@cafe.cl',
      expiresInSeconds: 600,
      resendCooldownSeconds: 60,
    };
    const post = answer('post', REGISTER_PATH, () => HttpResponse.json(accepted, { status: 201 }));
    const onRegistered = jest.fn();
    renderWithProviders(<RegistrationForm onRegistered={onRegistered} />);
    await fillValid();
    await userEvent.click(submit());
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(post.requests.map((request) => request.body)).toEqual([
      {
        businessName: 'Café Del Ñandú',
        firstName: 'Valentina',
        lastName: 'Soto',
        email: 'valentina@cafe.cl',
        password: 'Segura#2026',
        subdomain: 'cafe-del-nandu',
      },
    ]);
    expect(onRegistered).toHaveBeenCalledWith(
      'valentina@cafe.cl',
      expect.objectContaining({ businessName: 'Café Del Ñandú' }),
    );
  });

  it("shows 'Error al crear la cuenta' with the server message and its field messages", async () => {
    answer('post', REGISTER_PATH, refusal('email', 'El correo electrónico ya está registrado'));
    renderWithProviders(<RegistrationForm onRegistered={jest.fn()} />);
    await fillValid();
    await userEvent.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al crear la cuenta');
    expect(alert).toHaveTextContent('El correo electrónico ya está registrado');
    const email = textbox(/Correo electrónico/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('El correo electrónico ya está registrado');
  });

  it('puts a subdomain message under the store name', async () => {
    answer('post', REGISTER_PATH, refusal('subdomain', 'El subdominio ya está en uso'));
    renderWithProviders(<RegistrationForm onRegistered={jest.fn()} />);
    await fillValid();
    await userEvent.click(submit());
    expect(await screen.findAllByText('El subdominio ya está en uso')).toHaveLength(2);
  });

  it('falls back to the generic message without a server message', async () => {
    // A 500 without a body.
    answer('post', REGISTER_PATH, () => new HttpResponse(null, { status: 500 }));
    renderWithProviders(<RegistrationForm onRegistered={jest.fn()} />);
    await fillValid();
    await userEvent.click(submit());
    expect(
      await screen.findByText('Ha ocurrido un error inesperado. Por favor, intenta nuevamente.'),
    ).toBeInTheDocument();
  });
});
