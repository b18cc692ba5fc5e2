import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { PasswordStrengthMeter } from '../widgets';

const meter = () => screen.getByRole('progressbar', { name: 'Seguridad de la contraseña' });

describe('PasswordStrengthMeter (spec 1 §5.3, spec 3 §5)', () => {
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
    expect(meter()).toHaveAttribute('aria-valuetext', `${score} de 5: ${label}`);
    expect(screen.getByText(label)).toHaveAttribute('aria-live', 'polite');
  });

  it('lists the five rules, each said met or missing', () => {
    renderWithProviders(<PasswordStrengthMeter password="a1" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Al menos 8 caracteres (pendiente)',
      'Una mayúscula (pendiente)',
      'Una minúscula (cumplido)',
      'Un número (cumplido)',
      'Un caracter especial (pendiente)',
    ]);
  });
});
