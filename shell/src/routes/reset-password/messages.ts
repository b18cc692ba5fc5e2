// Spanish copy of the password reset page, loaded with it (not with the first page).
export const resetPasswordMessages = {
  title: 'Crea una nueva contraseña',
  password: 'Nueva contraseña',
  confirm: 'Confirmar contraseña',
  submit: 'Guardar contraseña',
  done: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión con ella.',
  failed: 'No se pudo actualizar la contraseña. Por favor, intenta nuevamente.',
  missingToken: 'El enlace de recuperación no es válido o expiró',
} as const;
