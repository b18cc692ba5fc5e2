import { insertVariable } from './insert-variable';

describe('insertVariable', () => {
  it('writes the variable at the cursor', () => {
    expect(insertVariable('Hola , bienvenido', { start: 5, end: 5 }, 'nombre_cliente')).toEqual({
      text: 'Hola {{nombre_cliente}}, bienvenido',
      caret: 23,
      refusedInside: null,
    });
    expect(insertVariable('', { start: 0, end: 0 }, 'total')).toEqual({
      text: '{{total}}',
      caret: 9,
      refusedInside: null,
    });
  });

  it('replaces the selected text', () => {
    expect(insertVariable('Hola NOMBRE!', { start: 5, end: 11 }, 'nombre_cliente').text).toBe(
      'Hola {{nombre_cliente}}!',
    );
  });

  it('writes right before or right after a variable when the cursor is at its edge', () => {
    const text = 'Pedido {{numero_orden}}';
    expect(insertVariable(text, { start: 7, end: 7 }, 'total').text).toBe(
      'Pedido {{total}}{{numero_orden}}',
    );
    expect(insertVariable(text, { start: 23, end: 23 }, 'total').text).toBe(
      'Pedido {{numero_orden}}{{total}}',
    );
  });

  it('refuses to write inside another variable, leaving the text as it was', () => {
    const text = 'Pedido {{numero_orden}} listo';
    for (const position of [8, 9, 12, 21, 22]) {
      expect(insertVariable(text, { start: position, end: position }, 'total')).toEqual({
        text,
        caret: position,
        refusedInside: 'numero_orden',
      });
    }
    // A selection that ends inside a variable replaces nothing either.
    expect(insertVariable(text, { start: 0, end: 12 }, 'total')).toEqual({
      text,
      caret: 12,
      refusedInside: 'numero_orden',
    });
    // Spaces inside the braces are part of the variable.
    expect(insertVariable('{{ total }}', { start: 2, end: 2 }, 'total').text).toBe('{{ total }}');
  });

  it('keeps a cursor past the end at the end', () => {
    expect(insertVariable('Hola', { start: 99, end: 120 }, 'total').text).toBe('Hola{{total}}');
  });
});
