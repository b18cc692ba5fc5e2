import {
  PASSWORD_CHANGE_MESSAGES as m,
  isStrongEnoughPassword,
  passwordChangeFormSchema,
  passwordChangeSchema,
} from './password-change';
import { firstError } from './test-helpers';

const valid = { currentPassword: 'Demo1234!', newPassword: 'Nueva#2026' };

describe('passwordChangeSchema (spec 3 §5 "Password change")', () => {
  it('accepts a current password and a strong enough new one', () => {
    expect(firstError(passwordChangeSchema, valid)).toBeNull();
  });

  it.each([
    // 8+ characters and 3 of the 5 points: enough.
    ['abcdefg1', true],
    ['ABCDEFGh', true],
    ['abcdefg!', true],
    // Only 2 points (length and lower case): too weak.
    ['abcdefgh', false],
    // 4 points but shorter than 8: the length is always required.
    ['Ab1!', false],
    ['', false],
  ])('%p is strong enough: %p', (password, strong) => {
    expect(isStrongEnoughPassword(password)).toBe(strong);
  });

  it.each([
    [{ newPassword: 'Nueva#2026' }, 'currentPassword', m.currentRequired],
    [{ currentPassword: 'x' }, 'newPassword', m.newRequired],
    [{ ...valid, newPassword: 'abcdefgh' }, 'newPassword', m.weak],
    [{ ...valid, newPassword: 'Ab1!' }, 'newPassword', m.weak],
    [{ currentPassword: 'Nueva#2026', newPassword: 'Nueva#2026' }, 'newPassword', m.sameAsCurrent],
  ])('%p reads %s: %p', (body, path, message) => {
    expect(firstError(passwordChangeSchema, body, path)).toBe(message);
  });

  it('says the spec’s words', () => {
    expect(m.weak).toBe('La contraseña no cumple con los requisitos mínimos de seguridad');
    expect(m.mismatch).toBe('Las contraseñas no coinciden');
  });

  it('keeps passwords as typed (spaces count)', () => {
    expect(passwordChangeSchema.cast({ ...valid, newPassword: ' Nueva#2026 ' }).newPassword).toBe(
      ' Nueva#2026 ',
    );
  });
});

describe('passwordChangeFormSchema', () => {
  const form = { ...valid, confirmPassword: valid.newPassword };

  it('needs the confirmation to match', () => {
    expect(firstError(passwordChangeFormSchema, form)).toBeNull();
    expect(firstError(passwordChangeFormSchema, { ...form, confirmPassword: '' })).toBe(
      m.confirmRequired,
    );
    expect(firstError(passwordChangeFormSchema, { ...form, confirmPassword: 'Nueva#2027' })).toBe(
      m.mismatch,
    );
  });
});
