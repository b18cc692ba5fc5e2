import { screen } from '@testing-library/react';
import { renderWithProviders } from '@platform/shared/testing';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const meter = () => screen.getByRole('progressbar', { name: 'Seguridad de la contraseña' });

describe('PasswordStrengthMeter (spec 1 §5.3)', () => {
  it.each([
    ['', 0, 'Débil'],
    ['abc', 1, 'Débil'],
    ['abcDEF', 2, 'Media'],
    ['abcDEF12', 4, 'Fuerte'],
    ['abcD1', 3, 'Media'],
    ['Abcdef1#', 5, 'Fuerte'],
  ])('scores %j as %i (%s)', (password, score, label) => {
    renderWithProviders(<PasswordStrengthMeter password={password} />);
    expect(meter()).toHaveAttribute('aria-valuenow', String(score));
    expect(meter()).toHaveAttribute('aria-valuemax', '5');
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('lists the five rules', () => {
    renderWithProviders(<PasswordStrengthMeter password="a" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Al menos 8 caracteres',
      'Una mayúscula',
      'Una minúscula',
      'Un número',
      'Un caracter especial',
    ]);
  });
});
