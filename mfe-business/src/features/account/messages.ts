import { PASSWORD_CHANGE_MESSAGES } from '@platform/shared/validation';

// Spanish copy of the account screen's forms (spec 3 "My Account", §5, §8). The spec's own texts
// are kept word for word; the rest is ours.
export const accountFormMessages = {
  profile: {
    title: 'Información personal',
    loading: 'Cargando tu información personal...',
    loadError: 'Error al cargar tu información personal',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    emailHelp: 'Es el correo con el que inicias sesión; no se puede cambiar aquí.',
    saved: 'Información personal guardada correctamente',
    /** Spec 3 §8 "Account", word for word. */
    saveError: 'Error al guardar los cambios. Por favor, intenta nuevamente.',
  },
  preferences: {
    title: 'Preferencias',
    intro: 'Elige qué correos quieres recibir de la plataforma.',
    options: {
      orderAlerts: {
        label: 'Avisos de nuevas órdenes',
        help: 'Un correo cada vez que llega una orden o se registra un pago.',
      },
      weeklySummary: {
        label: 'Resumen semanal',
        help: 'Cada lunes, las ventas y suscripciones de la semana anterior.',
      },
      productNews: {
        label: 'Novedades de la plataforma',
        help: 'Nuevas funciones y consejos para hacer crecer tu tienda.',
      },
    },
    submit: { submit: 'Guardar preferencias', submitting: 'Guardando...' },
    saved: 'Preferencias guardadas correctamente',
  },
  password: {
    title: 'Contraseña',
    intro: 'Cámbiala cuando quieras. Usa una contraseña que no uses en otros sitios.',
    open: 'Cambiar contraseña',
    dialogTitle: 'Cambiar contraseña',
    current: 'Contraseña actual',
    new: 'Nueva contraseña',
    confirm: 'Confirmar nueva contraseña',
    newHelp: 'Al menos 8 caracteres, combinando mayúsculas, minúsculas, números y símbolos.',
    submit: { submit: 'Cambiar contraseña', submitting: 'Cambiando...' },
    cancel: 'Cancelar',
    close: 'Cerrar',
    done: PASSWORD_CHANGE_MESSAGES.changed,
    /** Spec 3 §8 "Account": the server's message, else these two, word for word. */
    failed: 'Error al cambiar la contraseña',
    unreachable:
      'No se pudo cambiar la contraseña. Por favor, verifica tus credenciales e intenta nuevamente.',
  },
} as const;
