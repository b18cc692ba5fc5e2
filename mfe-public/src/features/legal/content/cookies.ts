import { LEGAL_TEXTS_DATE, type LegalDocumentContent } from './types';

/** `/cookies` (spec 3 §2): what the site stores in the browser, under law 19.628. */
export const COOKIE_POLICY: LegalDocumentContent = {
  title: 'Política de Cookies',
  updatedOn: LEGAL_TEXTS_DATE,
  intro: [
    'Esta política explica qué información guarda Suscribe en tu navegador, para qué la usamos y cómo puedes controlarla. Se complementa con nuestra Política de Privacidad y con la Ley N° 19.628 sobre Protección de la Vida Privada.',
  ],
  sections: [
    {
      id: 'que-son',
      title: '1. Qué son las cookies',
      paragraphs: [
        'Las cookies y el almacenamiento local son pequeños archivos o registros que un sitio guarda en tu navegador para recordar información entre una página y otra, por ejemplo que ya iniciaste sesión.',
      ],
    },
    {
      id: 'cuales',
      title: '2. Qué usamos y para qué',
      paragraphs: ['Solo usamos lo necesario para que el servicio funcione:'],
      list: [
        'Sesión: al iniciar sesión guardamos en el almacenamiento de tu navegador los datos de tu sesión (los tokens de acceso), para que no tengas que ingresar tu contraseña en cada página. Se borran al cerrar sesión o al vencer.',
        'Seguridad del inicio de sesión: el proveedor de identidad de la plataforma usa cookies propias durante el inicio y el cierre de sesión para proteger el proceso.',
        'Preferencias: recordamos, por ejemplo, qué recorridos guiados ya viste, para no repetirlos.',
      ],
      after: [
        'No usamos cookies publicitarias ni de seguimiento, y no compartimos esta información con redes de publicidad.',
      ],
    },
    {
      id: 'terceros',
      title: '3. Contenido de terceros',
      paragraphs: [
        'El mapa de la página de Contacto se carga desde OpenStreetMap y el pago con tarjeta se realiza en la página del procesador de pagos. Esos servicios pueden registrar datos técnicos de tu visita según sus propias políticas.',
      ],
    },
    {
      id: 'control',
      title: '4. Cómo controlarlas',
      paragraphs: [
        'Puedes borrar o bloquear las cookies y el almacenamiento local desde la configuración de tu navegador. Si lo haces, tendrás que iniciar sesión de nuevo y algunas funciones de la plataforma podrían no funcionar.',
      ],
    },
    {
      id: 'cambios',
      title: '5. Cambios y contacto',
      paragraphs: [
        'Si cambiamos esta política publicaremos la nueva versión en esta página con su fecha. Para cualquier consulta, escríbenos:',
      ],
      contact: true,
    },
  ],
};
