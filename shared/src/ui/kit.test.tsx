import { useState, type FormEvent } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERIC_ERROR_MESSAGE } from '../api/api-error';
import { Button, Field, InputGroup } from '@chakra-ui/react';
import { renderWithProviders } from '../testing';
import { EmptyState } from './EmptyState';
import { ErrorBox } from './ErrorBox';
import { Input, Textarea } from './FieldInputs';
import { useFocusFirstInvalid } from './form-errors';
import { LoadingState } from './LoadingState';
import { PageHeader } from './PageHeader';
import { SelectInput } from './SelectInput';
import { SubmitButton } from './SubmitButton';
import { UnderConstruction } from './UnderConstruction';

describe('ErrorBox', () => {
  it("shows the message and calls onRetry from 'Reintentar'", async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithProviders(
      <ErrorBox
        title="No se pudo cargar"
        message="Error al cargar los productos con stock bajo"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar');
    expect(alert).toHaveTextContent('Error al cargar los productos con stock bajo');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the button busy while the retry is under way', () => {
    renderWithProviders(<ErrorBox onRetry={() => undefined} retrying />);
    expect(screen.getByRole('button', { name: 'Reintentando...' })).toBeDisabled();
  });

  it('falls back to the generic Spanish message and hides the button without onRetry', () => {
    renderWithProviders(<ErrorBox />);
    expect(screen.getByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });
});

describe('LoadingState', () => {
  it("is a status named 'Cargando...'", () => {
    renderWithProviders(<LoadingState />);
    expect(screen.getByRole('status', { name: 'Cargando...' })).toBeInTheDocument();
  });

  it('can show its label', () => {
    renderWithProviders(<LoadingState label="Cargando órdenes..." showLabel />);
    expect(screen.getByText('Cargando órdenes...')).toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows title, description and action', () => {
    renderWithProviders(
      <EmptyState
        title="No se encontraron productos"
        description="Ajusta los filtros."
        action={<Button>Limpiar filtros</Button>}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'No se encontraron productos' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ajusta los filtros.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeInTheDocument();
  });
});

describe('UnderConstruction', () => {
  it('says the section is being built', () => {
    renderWithProviders(<UnderConstruction />);
    expect(
      screen.getByRole('heading', { name: 'Esta sección está en construcción' }),
    ).toBeInTheDocument();
  });
});

describe('PageHeader', () => {
  it('has one h1, the subtitle and the actions', () => {
    renderWithProviders(
      <PageHeader
        title="Panel de Control"
        subtitle="Resumen general de tu negocio"
        actions={<Button>Exportar</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Panel de Control' })).toBeInTheDocument();
    expect(screen.getByText('Resumen general de tu negocio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
  });
});

describe('SubmitButton', () => {
  it('submits its form, and says so while the form is being sent', () => {
    const text = { submit: 'Guardar cambios', submitting: 'Guardando...' };
    const { rerender } = renderWithProviders(<SubmitButton pending={false} text={text} />);
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toHaveAttribute(
      'type',
      'submit',
    );
    rerender(<SubmitButton pending text={text} />);
    expect(screen.getByRole('button', { name: /Guardando\.\.\./ })).toBeDisabled();
  });

  it('while the form is incomplete, says so but can still be reached and pressed', async () => {
    const onSubmit = jest.fn((event: FormEvent) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <SubmitButton
          pending={false}
          text={{ submit: 'Crear', submitting: 'Creando...' }}
          incomplete
        />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Crear' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('Input, Textarea and SelectInput in a Field', () => {
  function Example({ invalid }: { invalid: boolean }) {
    return (
      <>
        <Field.Root invalid={invalid}>
          <Field.Label>Correo</Field.Label>
          <Input aria-describedby="correo-nota" />
          <Field.ErrorText>Ingresa un correo válido</Field.ErrorText>
        </Field.Root>
        <span id="correo-nota">Lo usamos para avisarte</span>
        <Field.Root invalid={invalid}>
          <Field.Label>Clave</Field.Label>
          <InputGroup endElement={<span>ver</span>}>
            <Input type="password" />
          </InputGroup>
          <Field.ErrorText>Ingresa tu clave</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={invalid}>
          <Field.Label>Mensaje</Field.Label>
          <Textarea />
          {invalid ? (
            <Field.ErrorText>Escribe un mensaje</Field.ErrorText>
          ) : (
            <Field.HelperText>Hasta 500 caracteres</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={invalid}>
          <Field.Label>Banco</Field.Label>
          <SelectInput placeholder="Selecciona un banco" options={['Banco Estado']} />
          <Field.ErrorText>El banco es requerido</Field.ErrorText>
        </Field.Root>
      </>
    );
  }

  it('are described by the error message while the field is invalid', () => {
    renderWithProviders(<Example invalid />);
    const email = screen.getByRole('textbox', { name: 'Correo' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Lo usamos para avisarte Ingresa un correo válido');
    expect(screen.getByLabelText('Clave')).toHaveAccessibleDescription('Ingresa tu clave');
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveAccessibleDescription(
      'Escribe un mensaje',
    );
    expect(screen.getByRole('combobox', { name: 'Banco' })).toHaveAccessibleDescription(
      'El banco es requerido',
    );
  });

  it('keep only their own description and the helper text while the field is valid', async () => {
    renderWithProviders(<Example invalid={false} />);
    expect(screen.getByRole('textbox', { name: 'Correo' })).toHaveAccessibleDescription(
      'Lo usamos para avisarte',
    );
    expect(screen.getByLabelText('Clave')).not.toHaveAttribute('aria-describedby');
    // Chakra finds the helper text after it renders.
    expect(
      await screen.findByRole('textbox', { name: 'Mensaje', description: 'Hasta 500 caracteres' }),
    ).not.toHaveAttribute('aria-invalid');
  });
});

describe('useFocusFirstInvalid', () => {
  /** A form validated by hand: two required fields. */
  function ContactForm() {
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [attempts, setAttempts] = useState(0);
    const formRef = useFocusFirstInvalid(attempts);
    const fields = [
      { name: 'nombre', label: 'Nombre', message: 'El nombre es requerido' },
      { name: 'correo', label: 'Correo', message: 'El correo es requerido' },
    ];
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const data = new FormData(event.currentTarget);
      setErrors(
        Object.fromEntries(
          fields.filter(({ name }) => !data.get(name)).map(({ name, message }) => [name, message]),
        ),
      );
      setAttempts((count) => count + 1);
    };
    return (
      <form ref={formRef} onSubmit={submit} noValidate>
        {fields.map(({ name, label }) => (
          <Field.Root key={name} invalid={!!errors[name]}>
            <Field.Label>{label}</Field.Label>
            <Input name={name} />
            <Field.ErrorText>{errors[name]}</Field.ErrorText>
          </Field.Root>
        ))}
        <Button type="submit">Enviar</Button>
      </form>
    );
  }

  it('focuses the first invalid field, in the order shown, after each attempt', async () => {
    renderWithProviders(<ContactForm />);
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    const email = screen.getByRole('textbox', { name: 'Correo' });
    expect(document.body).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('El nombre es requerido');

    await userEvent.type(name, 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('El correo es requerido');
  });
});

describe('SelectInput', () => {
  it('offers its placeholder first, then the choices, by value and label', () => {
    renderWithProviders(
      <label>
        Banco
        <SelectInput
          placeholder="Selecciona un banco"
          options={['Otro', { value: '012', label: 'Banco Estado' }]}
          defaultValue="012"
        />
      </label>,
    );
    const select = screen.getByRole('combobox', { name: 'Banco' });
    expect(select).toHaveValue('012');
    expect(
      Array.from(select.querySelectorAll('option')).map((option) => [option.value, option.text]),
    ).toEqual([
      ['', 'Selecciona un banco'],
      ['Otro', 'Otro'],
      ['012', 'Banco Estado'],
    ]);
  });
});
