import { appearanceSchema, APPEARANCE_MESSAGES } from './appearance';
import { firstError } from './test-helpers';

const VALID = {
  primaryColor: '#4F46E5',
  secondaryColor: '#6366f1',
  showStoreName: true,
  roundedButtons: false,
};

describe('appearance', () => {
  it('accepts two #RRGGBB colours in either case', () => {
    expect(firstError(appearanceSchema, VALID)).toBeNull();
  });

  it.each(['', '4F46E5', '#4F46E', '#4F46E5F', '#GGGGGG', 'rojo'])(
    'refuses the colour %p with the form message',
    (primaryColor) => {
      expect(firstError(appearanceSchema, { ...VALID, primaryColor }, 'primaryColor')).toBe(
        'Ingresa un color hexadecimal válido (ejemplo: #4F46E5)',
      );
    },
  );

  it('has the logo messages of spec 3 §8 and the stated limits', () => {
    expect(APPEARANCE_MESSAGES.logoUpload).toBe(
      'Error al subir el logo. Por favor, intenta nuevamente.',
    );
    expect(APPEARANCE_MESSAGES.logoType).toBe(
      'Tipo de archivo no permitido. Tipos permitidos: PNG, JPG',
    );
  });
});
