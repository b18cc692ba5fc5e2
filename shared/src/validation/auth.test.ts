import { loginSchema, recoverySchema } from './auth';
import { VALIDATION_MESSAGES } from './messages';
import { firstError } from './test-helpers';

describe('loginSchema', () => {
  it('needs a username and a password', () => {
    expect(firstError(loginSchema, { username: ' ', password: 'x' }, 'username')).toBe(
      'Ingresa tu usuario',
    );
    expect(firstError(loginSchema, { username: 'demo@tienda.cl', password: '' }, 'password')).toBe(
      'Ingresa tu contraseña',
    );
    expect(
      firstError(loginSchema, { username: 'demo@tienda.cl', password: 'Demo1234!' }),
    ).toBeNull();
  });

  it('has the failure message of spec 1 §5.1', () => {
    expect(VALIDATION_MESSAGES.login.failed).toBe('Usuario o contraseña incorrectos');
  });
});

describe('recoverySchema', () => {
  const message = 'Por favor, ingresa un correo electrónico válido';

  it("only asks for an '@'", () => {
    expect(firstError(recoverySchema, { email: 'demo@tienda.cl' })).toBeNull();
    expect(firstError(recoverySchema, { email: 'a@b' })).toBeNull();
  });

  it('rejects an address without @, or empty', () => {
    expect(firstError(recoverySchema, { email: 'demo.tienda.cl' })).toBe(message);
    expect(firstError(recoverySchema, { email: '' })).toBe(message);
  });
});
