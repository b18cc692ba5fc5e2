import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERIC_ERROR_MESSAGE } from '../api/api-error';
import { Button } from '@chakra-ui/react';
import { renderWithProviders } from '../testing';
import { EmptyState } from './EmptyState';
import { ErrorBox } from './ErrorBox';
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
