// Spanish copy of the login modal, loaded with it (not with the first page).
export const loginMessages = {
  title: 'Iniciar Sesión',
  username: 'Correo electrónico',
  password: 'Contraseña',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  submit: 'Ingresar',
  submitting: 'Ingresando...',
  failed: 'Usuario o contraseña incorrectos',
  tooManyAttempts: (minutes: number) =>
    `Demasiados intentos fallidos. Intenta nuevamente en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  tooManyAttemptsLater: 'Demasiados intentos fallidos. Intenta nuevamente en unos minutos.',
  previewMode: 'El inicio de sesión no está disponible en el modo de vista previa',
  unexpected: 'Ha ocurrido un error inesperado. Por favor, intenta nuevamente.',
  noAccount: '¿No tienes cuenta?',
  register: 'Crea tu tienda',
  forgot: '¿Olvidaste tu contraseña?',
  withProvider: 'Continuar en la página segura de acceso',
  close: 'Cerrar',
  usernameRequired: 'Ingresa tu correo electrónico',
  passwordRequired: 'Ingresa tu contraseña',
} as const;

export const recoveryMessages = {
  title: 'Recuperar contraseña',
  intro:
    'Ingresa el correo electrónico de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.',
  email: 'Correo electrónico',
  submit: 'Enviar enlace',
  sending: 'Enviando...',
  invalidEmail: 'Por favor, ingresa un correo electrónico válido',
  sentTitle: 'Revisa tu correo',
  sent: 'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña. El enlace expira en 24 horas.',
  backToLogin: 'Volver a iniciar sesión',
} as const;
