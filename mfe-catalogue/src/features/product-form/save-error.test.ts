import { ApiError } from '@platform/shared';
import { fieldErrorsOf, saveErrorMessage } from './save-error';

describe('save errors', () => {
  it("gives the server's message, else the status, else the generic text (spec 2 §8)", () => {
    expect(saveErrorMessage(new ApiError(400, { message: 'SKU repetido' }, 'x'), 'create')).toBe(
      'SKU repetido',
    );
    expect(saveErrorMessage(new ApiError(503, null, 'x'), 'copy')).toBe(
      'Error 503: No se pudo copiar el producto',
    );
    expect(saveErrorMessage(new ApiError(0, null, 'x'), 'edit')).toBe(
      'Error al guardar el producto. Por favor, intenta nuevamente.',
    );
    expect(saveErrorMessage(new Error('boom'), 'edit')).toBe(
      'Error al guardar el producto. Por favor, intenta nuevamente.',
    );
  });

  it('puts list entries on their list, the upload on the image, and leaves unknown fields out', () => {
    const error = new ApiError(
      400,
      {
        message: 'x',
        fields: {
          'benefits[1]': 'El beneficio no puede exceder 50 caracteres',
          'characteristics[0].title': 'El título de la característica es requerido',
          uploadUuid: 'La imagen no se encontró',
          items: 'Un producto del pack no existe en tu tienda',
          price: 'El precio mínimo es $1',
        },
      },
      'x',
    );
    expect(fieldErrorsOf(error)).toEqual([
      ['benefits', 'El beneficio no puede exceder 50 caracteres'],
      ['characteristics', 'El título de la característica es requerido'],
      ['image', 'La imagen no se encontró'],
      ['price', 'El precio mínimo es $1'],
    ]);
  });
});
