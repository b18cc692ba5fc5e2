import { templateVariableText } from '@platform/shared/validation';

// The Spanish copy of the e-mail template editor. Texts the spec gives (spec 3 §5, §8) are kept
// word for word; the page's title is the remote's (`messages.emailTemplates.title`).
export const emailTemplateMessages = {
  subtitle:
    'Los correos que tu tienda envía a sus clientes. Edita el asunto y el contenido de cada uno.',
  loading: 'Cargando las plantillas de correo...',
  loadError: 'Error al cargar las plantillas de correo',
  empty: {
    title: 'No hay plantillas de correo',
    description:
      'Tu tienda aún no tiene plantillas de correo. Contacta al administrador de la plataforma para que las habilite.',
  },
  list: {
    label: 'Plantillas',
    subject: 'Asunto:',
    unsaved: 'Cambios sin guardar',
  },
  updatedAt: (date: string) => `Última modificación: ${date}`,
  tabs: { label: 'Modo de la plantilla', edit: 'Editar', preview: 'Vista previa' },
  subject: 'Asunto',
  content: 'Contenido',
  contentHelp:
    'En HTML. Al guardar se quitan los scripts, formularios y demás elementos que un correo no admite.',
  variables: {
    title: 'Variables disponibles',
    help: 'Haz clic en una variable para insertarla donde está el cursor del asunto o del contenido.',
    target: (field: string) => `Se insertará en: ${field}`,
    example: (example: string) => `Ejemplo: ${example}`,
    /** After the visible `{{name}}`: where it goes, for a screen reader. */
    insertInto: (field: string) => `, insertar en ${field}`,
    empty: 'Esta plantilla no tiene variables.',
    refusedInside: (name: string) =>
      `El cursor está dentro de ${templateVariableText(name)}: muévelo antes o después de ella.`,
  },
  unknown: {
    title: 'Variables no definidas',
    help: 'Quítalas o reemplázalas por una de las variables disponibles para poder guardar la plantilla.',
  },
  preview: {
    note: 'Así lo verá tu cliente: las variables se muestran con sus valores de ejemplo.',
    subject: 'Asunto',
    frameTitle: (subject: string) => `Vista previa del correo: ${subject}`,
  },
  save: { submit: 'Guardar plantilla', submitting: 'Guardando...' },
  discard: 'Descartar cambios',
  saved: 'Plantilla guardada correctamente',
  /** Spec 3 §8, word for word. */
  saveError: 'Error al guardar la plantilla. Por favor, intenta nuevamente.',
  leave: {
    title: '¿Descartar los cambios?',
    question: (name: string) =>
      `Tienes cambios sin guardar en la plantilla «${name}». Si sales ahora, se perderán.`,
    stay: 'Seguir editando',
    confirm: 'Descartar cambios',
    confirming: 'Saliendo...',
  },
} as const;
