import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@platform/shared/testing';
import { PhoneInput } from './PhoneInput';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <label>
      Teléfono
      <PhoneInput value={value} onChange={setValue} />
    </label>
  );
}

const phoneInput = () => screen.getByRole('textbox', { name: 'Teléfono' });

/** Renders the input under its label 'Teléfono' and returns it. */
function renderPhoneInput() {
  renderWithProviders(<Harness />);
  return phoneInput();
}

describe('PhoneInput (spec 1 §5.2)', () => {
  it('writes the +56 prefix and inserts the spaces while typing', async () => {
    const input = renderPhoneInput();
    await userEvent.type(input, '912345678');
    expect(input).toHaveValue('+56 9 1234 5678');
  });

  it('stops at 15 characters', async () => {
    const input = renderPhoneInput();
    await userEvent.type(input, '9123456789999');
    expect(input).toHaveValue('+56 9 1234 5678');
    expect((input as HTMLInputElement).value).toHaveLength(15);
  });

  it('shows the prefix on focus and removes it when left alone', async () => {
    renderWithProviders(
      <>
        <Harness />
        <button type="button">fuera</button>
      </>,
    );
    const input = phoneInput();
    await userEvent.click(input);
    expect(input).toHaveValue('+56 ');
    await userEvent.click(screen.getByRole('button', { name: 'fuera' }));
    expect(input).toHaveValue('');
  });

  it('keeps the local digits of a pasted full number', async () => {
    const input = renderPhoneInput();
    await userEvent.click(input);
    await userEvent.clear(input);
    await userEvent.paste('+56987654321');
    expect(input).toHaveValue('+56 9 8765 4321');
  });

  it('non-digits are ignored', async () => {
    const input = renderPhoneInput();
    await userEvent.type(input, '9a-8b7');
    expect(input).toHaveValue('+56 9 87');
  });
});
