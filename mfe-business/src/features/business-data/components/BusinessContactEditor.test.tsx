import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_EVENTS, onAppEvent, queryClient } from '@platform/shared';
import {
  answer,
  apiError,
  HttpResponse,
  inTurn,
  renderWithProviders,
} from '@platform/shared/testing';
import type { BusinessContactValues } from '@platform/shared/validation';
import { businessDataKeys } from '../api/business-data-keys';
import { savedContact } from '../fixtures';
import { BusinessContactEditor } from './BusinessContactEditor';

// Typing-heavy tests: generous when the whole suite shares two cores.
jest.setTimeout(30_000);

const section = (name: string) => screen.getByRole('region', { name });
const phones = () => section('Teléfonos');
const emails = () => section('Correos electrónicos');
const hours = () => section('Horarios de atención');
const saveButton = () => screen.getByRole('button', { name: 'Guardar cambios' });

async function renderLoaded() {
  const load = answer('get', '/business/contact', savedContact);
  renderWithProviders(<BusinessContactEditor />);
  await screen.findByRole('form', { name: 'Información de Contacto' });
  return load;
}

describe('BusinessContactEditor (spec 3 §2, §4, §5, §8)', () => {
  beforeAll(async () => {
    await import('@platform/shared/overlays');
  }, 60_000);
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('shows the saved hours, phones, e-mails and social links', async () => {
    const load = await renderLoaded();
    expect(load.requests).toHaveLength(1);
    expect(within(hours()).getByText('Lunes a Viernes 08:30 - 17:30')).toBeInTheDocument();
    const phoneItems = within(phones()).getAllByRole('listitem');
    expect(phoneItems.map((item) => item.textContent)).toEqual([
      expect.stringContaining('+56934567812'),
      expect.stringContaining('+56322123456'),
    ]);
    expect(within(phoneItems[0]!).getByText('Predeterminado')).toBeInTheDocument();
    expect(within(emails()).getByText('contacto@huertaverde.cl')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Instagram' })).toHaveValue(
      'https://www.instagram.com/huertaverde.cl',
    );
    expect(screen.getByRole('textbox', { name: 'Dirección del negocio' })).toHaveValue(
      'Av. Libertad 1045, Viña del Mar',
    );
  });

  it('says when the contact cannot be loaded, and tries again', async () => {
    const load = answer(
      'get',
      '/business/contact',
      inTurn(() => apiError(500, 'boom'), savedContact),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<BusinessContactEditor />);
    expect(
      await screen.findByText('Error al cargar la información de contacto'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('form', { name: 'Información de Contacto' }),
    ).toBeInTheDocument();
    expect(load.requests).toHaveLength(2);
  });

  it('adds phones with the phone rule, keeps one default, and moves it when the default goes', async () => {
    await renderLoaded();
    const input = within(phones()).getByRole('textbox', { name: 'Nuevo teléfono' });
    await userEvent.type(input, '12-34');
    await userEvent.click(within(phones()).getByRole('button', { name: 'Agregar teléfono' }));
    expect(
      within(phones()).getByText('Ingresa un teléfono válido: + opcional y entre 6 y 15 dígitos'),
    ).toBeInTheDocument();
    // Back in the field, which reads why it was refused.
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Ingresa un teléfono válido: + opcional y entre 6 y 15 dígitos',
    );

    await userEvent.clear(input);
    await userEvent.type(input, '+56 9 3456 7812{Enter}');
    expect(input).toHaveAccessibleDescription('Este teléfono ya está en la lista');

    await userEvent.clear(input);
    await userEvent.type(input, '+56 9 8765 4321{Enter}');
    expect(within(phones()).getByText('+56987654321')).toBeInTheDocument();
    expect(input).toHaveValue('');

    await userEvent.click(
      within(phones()).getByRole('button', { name: 'Hacer predeterminado: +56987654321' }),
    );
    const defaultOf = () =>
      within(phones())
        .getAllByRole('listitem')
        .find((item) => within(item).queryByText('Predeterminado'))?.textContent;
    expect(defaultOf()).toContain('+56987654321');

    await userEvent.click(
      within(phones()).getByRole('button', { name: 'Quitar teléfono +56987654321' }),
    );
    expect(defaultOf()).toContain('+56934567812');
  });

  it('needs days, start and end to add a business hour', async () => {
    await renderLoaded();
    await userEvent.selectOptions(
      within(hours()).getByRole('combobox', { name: 'Días' }),
      'Sábado',
    );
    await userEvent.click(within(hours()).getByRole('button', { name: 'Agregar horario' }));
    const start = within(hours()).getByLabelText('Desde');
    await waitFor(() => expect(start).toHaveFocus());
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription('Ingresa la hora de inicio');
    expect(within(hours()).getByLabelText('Hasta')).toHaveAccessibleDescription(
      'Ingresa la hora de término',
    );
    expect(within(hours()).getByRole('combobox', { name: 'Días' })).not.toHaveAttribute(
      'aria-invalid',
    );

    await userEvent.type(within(hours()).getByLabelText('Desde'), '10:00');
    await userEvent.type(within(hours()).getByLabelText('Hasta'), '14:00');
    await userEvent.click(within(hours()).getByRole('button', { name: 'Agregar horario' }));
    expect(within(hours()).getByText('Sábado 10:00 - 14:00')).toBeInTheDocument();
  });

  it('refuses an e-mail that does not look like one', async () => {
    await renderLoaded();
    await userEvent.type(
      within(emails()).getByRole('textbox', { name: 'Nuevo correo' }),
      'ventas@huerta{Enter}',
    );
    expect(within(emails()).getByText('Ingresa un correo electrónico válido')).toBeInTheDocument();
  });

  it('takes the focus to a social link that is not a URL, which reads its message', async () => {
    const saved = answer('put', '/business/contact', savedContact);
    await renderLoaded();
    const facebook = screen.getByRole('textbox', { name: 'Facebook' });
    await userEvent.type(facebook, 'facebook');
    await userEvent.click(saveButton());
    expect(
      await screen.findByText('Ingresa una URL válida que comience con http:// o https://'),
    ).toBeInTheDocument();
    await waitFor(() => expect(facebook).toHaveFocus());
    expect(facebook).toHaveAttribute('aria-invalid', 'true');
    expect(facebook).toHaveAccessibleDescription(
      'Ingresa una URL válida que comience con http:// o https://',
    );
    expect(saved.requests).toHaveLength(0);
  });

  it('announces what the server refused in a saved entry, which no field holds', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('put', '/business/contact', () =>
      HttpResponse.json(
        {
          message: 'Teléfono inválido',
          fields: { 'contactPhones[1].number': 'Teléfono inválido' },
        },
        { status: 400 },
      ),
    );
    await renderLoaded();
    await userEvent.click(saveButton());
    const [, second] = within(phones()).getAllByRole('listitem');
    expect(await within(second!).findByRole('alert')).toHaveTextContent('Teléfono inválido');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Error al guardar los cambios: Teléfono inválido',
    );
  });

  it('saves the whole contact, shows the success banner for 3 seconds and reloads the setup guide', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let finish: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (finish = resolve));
    const saved = answer('put', '/business/contact', async () => {
      await answered;
      return HttpResponse.json(savedContact);
    });
    const reloads = jest.fn();
    const off = onAppEvent(APP_EVENTS.setupGuideReload, reloads);
    await renderLoaded();

    await user.type(
      within(emails()).getByRole('textbox', { name: 'Nuevo correo' }),
      'Ventas@HuertaVerde.cl{Enter}',
    );
    await user.click(saveButton());
    // While it is sent the button says so and cannot be pressed again.
    expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    await waitFor(() => expect(saved.requests).toHaveLength(1));
    expect(saved.requests.map((request) => request.body)).toEqual([
      {
        address: 'Av. Libertad 1045, Viña del Mar',
        businessHours: [{ days: 'Lunes a Viernes', startTime: '08:30', endTime: '17:30' }],
        contactPhones: [
          { number: '+56934567812', isDefault: true },
          { number: '+56322123456', isDefault: false },
        ],
        contactEmails: [
          { email: 'contacto@huertaverde.cl', isDefault: true },
          { email: 'ventas@huertaverde.cl', isDefault: false },
        ],
        socialMedia: {
          twitter: '',
          facebook: '',
          instagram: 'https://www.instagram.com/huertaverde.cl',
        },
      },
    ]);
    await act(async () => finish());

    expect(
      await screen.findByText('Información de contacto guardada correctamente'),
    ).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    expect(reloads).toHaveBeenCalledTimes(1);
    // Every reader of the cached contact now has the saved answer.
    expect(queryClient.getQueryData(businessDataKeys.contact())).toEqual(savedContact);
    act(() => jest.advanceTimersByTime(3000));
    expect(
      screen.queryByText('Información de contacto guardada correctamente'),
    ).not.toBeInTheDocument();
    off();
  });

  it('asks about a phone typed but not added: review keeps editing, continue saves without it', async () => {
    const saved = answer('put', '/business/contact', savedContact);
    await renderLoaded();
    await userEvent.type(
      within(phones()).getByRole('textbox', { name: 'Nuevo teléfono' }),
      '+56911112222',
    );
    await userEvent.click(saveButton());

    let dialog = await screen.findByRole('alertdialog', {
      name: 'Parece que has olvidado agregar:',
    });
    expect(within(dialog).getByText('Teléfono: +56911112222')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver y revisar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(saved.requests).toHaveLength(0);
    expect(within(phones()).getByRole('textbox', { name: 'Nuevo teléfono' })).toHaveValue(
      '+56911112222',
    );

    await userEvent.click(saveButton());
    dialog = await screen.findByRole('alertdialog', { name: 'Parece que has olvidado agregar:' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar sin agregar' }));
    await waitFor(() => expect(saved.requests).toHaveLength(1));
    const sent = saved.requests[0]?.body as BusinessContactValues;
    expect(sent.contactPhones.map((phone) => phone.number)).toEqual([
      '+56934567812',
      '+56322123456',
    ]);
  });

  it("shows the server's message when saving fails, else the generic text", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const scroll = jest.spyOn(window, 'scrollTo');
    // First the server says what is wrong; then it fails without saying why.
    const saved = answer(
      'put',
      '/business/contact',
      inTurn(
        () => apiError(400, 'Faltan los horarios de atención'),
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    await renderLoaded();

    await userEvent.click(saveButton());
    expect(
      await screen.findByText('Error al guardar los cambios: Faltan los horarios de atención'),
    ).toBeInTheDocument();
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    await userEvent.click(saveButton());
    expect(
      await screen.findByText('Error al guardar los cambios. Por favor, intenta nuevamente.'),
    ).toBeInTheDocument();
    expect(saved.requests).toHaveLength(2);
  });
});
