import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@platform/shared';
import { answer, apiError, HttpResponse, renderWithProviders } from '@platform/shared/testing';
import { emailTemplatesQuery } from '../api/list-email-templates';
import { confirmationTemplate, templateList, welcomeTemplate } from '../fixtures';
import { EmailTemplatesEditor } from './EmailTemplatesEditor';

// Many typed keys and a dialog loaded on first use, on a busy machine.
jest.setTimeout(30_000);

const ROUTE = '/customization/email-templates';
const PUT = `/email-templates/${confirmationTemplate.id}`;

const subject = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Asunto/ });
const content = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Contenido/ });
const saveButton = () => screen.getByRole('button', { name: 'Guardar plantilla' });
const variable = (name: string) => screen.getByRole('button', { name: new RegExp(`^{{${name}}}`) });

/** The editor over the cached list, as the page shows it once the list is in. */
function LoadedEditor() {
  const { data } = useQuery(emailTemplatesQuery());
  return data ? <EmailTemplatesEditor templates={data.templates} /> : null;
}

async function renderEditor(route = ROUTE) {
  answer('get', '/email-templates', templateList);
  const view = renderWithProviders(<LoadedEditor />, { route });
  await screen.findByRole('form');
  return view;
}

/** Replaces a field's text, as pasting over it would. */
async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.paste(text);
}

/** Puts the cursor of a field at `position`, as a click there would. */
async function placeCursor(field: HTMLInputElement | HTMLTextAreaElement, position: number) {
  await userEvent.click(field);
  field.setSelectionRange(position, position);
}

describe('EmailTemplatesEditor', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the template’s variables with their description and example', async () => {
    await renderEditor();
    const section = screen.getByRole('region', { name: 'Variables disponibles' });
    expect(
      within(section)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      '{{nombre_cliente}}, insertar en Contenido',
      '{{numero_orden}}, insertar en Contenido',
      '{{total}}, insertar en Contenido',
    ]);
    expect(variable('total')).toHaveAccessibleDescription('Total pagado . Ejemplo: $24.980');
  });

  it('inserts a variable at the cursor of the field last focused', async () => {
    await renderEditor();
    // 'Hola {{nombre_cliente}},' — the cursor right after 'Hola '.
    await placeCursor(content(), 8);
    await userEvent.click(variable('total'));
    expect(content()).toHaveValue(
      '<p>Hola {{total}}{{nombre_cliente}},</p><p>Gracias por tu compra.</p>',
    );
    expect(content()).toHaveFocus();
    expect(content().selectionStart).toBe(17);

    await placeCursor(subject(), 0);
    expect(screen.getByText('Se insertará en: Asunto')).toBeInTheDocument();
    // By keyboard: the focus moves to the button, the cursor of the subject stays where it was.
    variable('nombre_cliente').focus();
    await userEvent.keyboard('{Enter}');
    expect(subject()).toHaveValue('{{nombre_cliente}}Recibimos tu pedido #{{numero_orden}}');
    expect(subject()).toHaveFocus();
  });

  it('refuses to insert a variable inside another, with the spec’s message', async () => {
    await renderEditor();
    const text = 'Recibimos tu pedido #{{numero_orden}}';
    // The cursor between the braces of {{numero_orden}}.
    await placeCursor(subject(), text.indexOf('numero') + 3);
    await userEvent.click(variable('total'));
    expect(subject()).toHaveValue(text);
    const note = screen
      .getAllByRole('status')
      .find((status) => status.textContent?.includes('No se puede insertar'));
    expect(note).toHaveTextContent('No se puede insertar una variable dentro de otra variable');
    expect(note).toHaveTextContent(
      'El cursor está dentro de {{numero_orden}}: muévelo antes o después de ella.',
    );
  });

  it('lists unknown variables and keeps the template from being saved', async () => {
    const saved = answer('put', PUT, confirmationTemplate);
    await renderEditor();
    await userEvent.type(content(), ' {{{{foo}}', { initialSelectionStart: 0 });
    const alert = screen.getByText('Variables no definidas').closest('[role="status"]');
    expect(alert).toHaveTextContent('{{foo}}');
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(saveButton());
    expect(
      await screen.findByText('La variable {{foo}} no está definida para esta plantilla'),
    ).toBeInTheDocument();
    await waitFor(() => expect(content()).toHaveFocus());
    expect(content()).toHaveAccessibleDescription(
      'La variable {{foo}} no está definida para esta plantilla',
    );
    expect(saved.requests).toHaveLength(0);

    // Removing it lets the template be saved again.
    await replaceText(content(), '<p>Hola {{nombre_cliente}}</p>');
    expect(screen.queryByText('Variables no definidas')).not.toBeInTheDocument();
    expect(saveButton()).not.toHaveAttribute('aria-disabled');
  });

  it('previews the e-mail with the examples, sanitised, in a sandboxed frame', async () => {
    await renderEditor();
    await replaceText(
      content(),
      '<p>Hola {{nombre_cliente}}</p><script>window.hacked = true</script><img src="x.png" onerror="alert(1)">',
    );
    // (The arrow keys between the tabs are Chakra's; the journey uses them in a real browser.)
    await userEvent.click(screen.getByRole('tab', { name: 'Vista previa' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Vista previa' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    const frame = await screen.findByTitle('Vista previa del correo: Recibimos tu pedido #1542');
    expect(frame).toHaveAttribute('sandbox', '');
    const html = frame.getAttribute('srcdoc') ?? '';
    expect(html).toContain('<p>Hola Javiera</p>');
    expect(html).not.toMatch(/<script|onerror|hacked/);
    expect(screen.getByText('Recibimos tu pedido #1542')).toBeInTheDocument();
    // Back to the fields: the edits are still there.
    await userEvent.click(screen.getByRole('tab', { name: 'Editar' }));
    expect(await screen.findByRole('textbox', { name: /Contenido/ })).toHaveValue(
      '<p>Hola {{nombre_cliente}}</p><script>window.hacked = true</script><img src="x.png" onerror="alert(1)">',
    );
  });

  it('saves subject and content, shows the success banner for 3 seconds and takes the saved text', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const stored = {
      ...confirmationTemplate,
      subject: 'Pedido #{{numero_orden}} recibido',
      content: '<p>Hola {{nombre_cliente}}</p><img src="x.png" />',
      updatedAt: '2026-03-05T13:00:00.000Z',
    };
    const saved = answer('put', PUT, stored);
    await renderEditor();
    await replaceText(subject(), '  Pedido #{{numero_orden}} recibido ');
    await replaceText(content(), '<p>Hola {{nombre_cliente}}</p><img src="x.png" onerror="x()">');
    await userEvent.click(saveButton());

    expect(await screen.findByText('Plantilla guardada correctamente')).toBeInTheDocument();
    expect(saved.requests.map((request) => request.body)).toEqual([
      {
        id: confirmationTemplate.id,
        subject: 'Pedido #{{numero_orden}} recibido',
        content: '<p>Hola {{nombre_cliente}}</p><img src="x.png" onerror="x()">',
      },
    ]);
    // The form holds what the api stored (sanitised), the list its new subject.
    expect(content()).toHaveValue('<p>Hola {{nombre_cliente}}</p><img src="x.png" />');
    expect(
      within(screen.getByRole('navigation', { name: 'Plantillas' })).getByText(
        'Asunto: Pedido #{{numero_orden}} recibido',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descartar cambios' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Plantilla guardada correctamente')).not.toBeInTheDocument();
  });

  it('says the save failed, with the api’s reason under the field it names', async () => {
    answer('put', PUT, () =>
      HttpResponse.json(
        {
          message: 'El contenido no puede exceder 20.000 caracteres',
          fields: { content: 'El contenido no puede exceder 20.000 caracteres' },
        },
        { status: 400 },
      ),
    );
    await renderEditor();
    await userEvent.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Error al guardar la plantilla. Por favor, intenta nuevamente.',
    );
    expect(alert).toHaveTextContent('El contenido no puede exceder 20.000 caracteres');
    expect(content()).toHaveAccessibleDescription(
      'El contenido no puede exceder 20.000 caracteres',
    );
    await waitFor(() => expect(content()).toHaveFocus());
  });

  it('shows the spec’s text when the server fails', async () => {
    answer('put', PUT, () => apiError(500, 'Error interno del servidor'));
    await renderEditor();
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error al guardar la plantilla. Por favor, intenta nuevamente.$/,
    );
  });

  it('asks before leaving a template with unsaved changes', async () => {
    await renderEditor();
    const list = screen.getByRole('navigation', { name: 'Plantillas' });
    await userEvent.type(subject(), ' ya');
    expect(within(list).getByText('Cambios sin guardar')).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('link', { name: /^Bienvenida/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    expect(dialog).toHaveTextContent(
      'Tienes cambios sin guardar en la plantilla «Confirmación de pedido». Si sales ahora, se perderán.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(subject()).toHaveValue('Recibimos tu pedido #{{numero_orden}} ya');

    await userEvent.click(within(list).getByRole('link', { name: /^Bienvenida/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Descartar cambios',
      }),
    );
    expect(await screen.findByRole('form', { name: 'Bienvenida' })).toBeInTheDocument();
    expect(subject()).toHaveValue(welcomeTemplate.subject);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Nothing unsaved now: the next link is followed at once.
    await userEvent.click(within(list).getByRole('link', { name: /^Confirmación de pedido/ }));
    expect(await screen.findByRole('form', { name: 'Confirmación de pedido' })).toBeInTheDocument();
    expect(subject()).toHaveValue(confirmationTemplate.subject);
  });

  it('asks the browser to confirm a reload only while there are unsaved changes', async () => {
    await renderEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(content(), 'x');
    expect(unload()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    expect(content()).toHaveValue(confirmationTemplate.content);
    expect(unload()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: /^Bienvenida/ }));
    expect(await screen.findByRole('form', { name: 'Bienvenida' })).toBeInTheDocument();
  });
});
