import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadBody } from '@platform/api/contracts';
import { LEAD } from '@platform/shared/constants';
import { answer, apiError, HttpResponse, renderWithProviders } from '@platform/shared/testing';
import {
  pretendSectionsOffScreen,
  setUpSectionsOnScreen,
} from '../../../testing/on-screen-observer';
import { DemoRequestSection } from './DemoRequestSection';
// Loaded up front so the section's lazy import of the form resolves at once.
import './DemoRequestForm';

const form = () => screen.getByRole('form', { name: 'Solicita una demo' });

/**
 * The form's code loads when its section comes near the screen (here, at once: see beforeEach).
 * The file's first render of it took over a second on two busy cores: up to 5 s.
 */
async function renderSection() {
  renderWithProviders(<DemoRequestSection />);
  await screen.findByRole('form', { name: 'Solicita una demo' }, { timeout: 5000 });
}
const field = (name: RegExp) => within(form()).getByRole('textbox', { name });

async function fillValidLead() {
  await userEvent.type(field(/Nombre completo/), 'Camila Fuentes');
  await userEvent.selectOptions(
    within(form()).getByRole('combobox', { name: /Sector/ }),
    'Alimentación',
  );
  await userEvent.type(field(/Correo electrónico/), 'camila@granja.cl');
  await userEvent.type(field(/Teléfono/), '987654321');
}

describe('DemoRequestSection (spec 1 §5.2, §4.5, §8)', () => {
  setUpSectionsOnScreen();

  it('shows every rule message of the lead form', async () => {
    await renderSection();
    await userEvent.type(field(/Nombre completo/), 'Ana');
    await userEvent.type(field(/Correo electrónico/), 'ana@');
    await userEvent.type(field(/Teléfono/), '9123');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar demo' }));

    expect(
      await screen.findByText('El nombre debe tener entre 5 y 30 caracteres'),
    ).toBeInTheDocument();
    // The select's first option reads the same as its message: options are not messages.
    const message = (text: string) => screen.getByText(text, { ignore: 'option, script, style' });
    expect(message('Selecciona un sector')).toBeInTheDocument();
    expect(message('Ingresa un correo electrónico válido')).toBeInTheDocument();
    expect(message('Ingresa un número válido (+56 X XXXX XXXX)')).toBeInTheDocument();
  });

  it('on submit, takes the focus to the first field to fix, which reads its message', async () => {
    await renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar demo' }));
    const name = field(/Nombre completo/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('El nombre debe tener entre 5 y 30 caracteres');
    const sector = within(form()).getByRole('combobox', { name: /Sector/ });
    expect(sector).toHaveAccessibleDescription('Selecciona un sector');
    expect(field(/Teléfono/)).toHaveAccessibleDescription(
      'Ingresa un número válido (+56 X XXXX XXXX)',
    );

    await userEvent.type(name, 'Camila Fuentes');
    await userEvent.selectOptions(sector, 'Alimentación');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar demo' }));
    const email = field(/Correo electrónico/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Ingresa un correo electrónico válido');
    expect(sector).not.toHaveAttribute('aria-describedby');
  });

  it('refuses a name longer than 30 characters', async () => {
    await renderSection();
    await userEvent.type(field(/Nombre completo/), 'x'.repeat(31));
    await userEvent.tab();
    expect(
      await screen.findByText('El nombre debe tener entre 5 y 30 caracteres'),
    ).toBeInTheDocument();
  });

  it('offers the nine sectors', async () => {
    await renderSection();
    const options = within(screen.getByRole('combobox', { name: /Sector/ }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Selecciona un sector', ...LEAD.sectors]);
    expect(options).toHaveLength(10);
  });

  it('sends the lead to the backup and to the form service, then thanks', async () => {
    const backup = answer('post', '/leads', () => HttpResponse.json({ id: 'l1' }, { status: 201 }));
    const formService = answer('post', '/forms/demo-request', { ok: true });
    await renderSection();
    await fillValidLead();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar demo' }));

    expect(await screen.findByText('¡Gracias por tu interés!')).toBeInTheDocument();
    const lead: LeadBody = {
      fullName: 'Camila Fuentes',
      sector: 'Alimentación',
      email: 'camila@granja.cl',
      phone: '+56 9 8765 4321',
    };
    expect(backup.requests.map((request) => request.body)).toEqual([lead]);
    expect(formService.requests.map((request) => request.body)).toEqual([lead]);

    await userEvent.click(screen.getByRole('button', { name: 'Enviar otra solicitud' }));
    expect(field(/Nombre completo/)).toHaveValue('');
  });

  it('still thanks when one of the two destinations took the lead', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('post', '/leads', () => HttpResponse.json({ id: 'l1' }, { status: 201 }));
    answer('post', '/forms/demo-request', () => apiError(503));
    await renderSection();
    await fillValidLead();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar demo' }));
    expect(await screen.findByText('¡Gracias por tu interés!')).toBeInTheDocument();
  });

  it('shows the failure message and keeps the form when the lead could not be sent', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // No connection: neither destination is reached.
    answer('post', '/leads', () => HttpResponse.error());
    answer('post', '/forms/demo-request', () => HttpResponse.error());
    await renderSection();
    await fillValidLead();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar demo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al enviar el formulario. Por favor, intenta nuevamente.',
    );
    expect(field(/Nombre completo/)).toHaveValue('Camila Fuentes');
  });
});

describe('DemoRequestSection loading', () => {
  it('shows a placeholder until the section comes near the screen, then the form', async () => {
    const screenPosition = pretendSectionsOffScreen();
    try {
      renderWithProviders(<DemoRequestSection />);
      expect(screen.queryByRole('form', { name: 'Solicita una demo' })).not.toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Solicita una demo' })).toHaveAttribute(
        'aria-busy',
        'true',
      );

      act(() => screenPosition.reveal());
      expect(await screen.findByRole('form', { name: 'Solicita una demo' })).toBeInTheDocument();
    } finally {
      screenPosition.restore();
    }
  });
});
