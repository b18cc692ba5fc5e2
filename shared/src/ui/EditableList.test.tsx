import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { TextListField, type TextListFieldProps } from './EditableList';

const problemOf = (text: string) =>
  !text.trim() ? 'El beneficio no puede estar vacío' : text.length > 10 ? 'Máximo 10' : null;

function Benefits(props: Partial<TextListFieldProps> & { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return (
    <TextListField
      value={value}
      onChange={setValue}
      label="Beneficio"
      addLabel="Agregar beneficio"
      removeLabel="Quitar"
      emptyText="Aún no hay beneficios."
      problemOf={problemOf}
      {...props}
    />
  );
}

describe('TextListField', () => {
  it('adds a trimmed text with Enter or the button and removes it by its name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Benefits />);
    expect(screen.getByText('Aún no hay beneficios.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Beneficio'), '  Envío  {Enter}');
    await user.type(screen.getByLabelText('Beneficio'), 'Regalo');
    await user.click(screen.getByRole('button', { name: 'Agregar beneficio' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'EnvíoQuitar Envío',
      'RegaloQuitar Regalo',
    ]);
    await user.click(screen.getByRole('button', { name: 'Quitar Envío' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByLabelText('Beneficio')).toHaveFocus();
  });

  it("says why a blank text is refused only when the merchant tries to add it ('message')", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Benefits />);
    expect(screen.queryByText('El beneficio no puede estar vacío')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar beneficio' }));
    expect(screen.getByText('El beneficio no puede estar vacío')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it("keeps the add button disabled while the text is empty or too long ('disabled')", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Benefits refuse="disabled" />);
    const addButton = screen.getByRole('button', { name: 'Agregar beneficio' });
    expect(addButton).toBeDisabled();
    await user.type(screen.getByLabelText('Beneficio'), 'Demasiado largo');
    expect(addButton).toBeDisabled();
    expect(screen.getByText('Máximo 10')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Beneficio'));
    await user.type(screen.getByLabelText('Beneficio'), 'Corto');
    expect(addButton).toBeEnabled();
  });
});
