import { LEGAL_TEXTS_DATE, type LegalDocumentContent } from './types';

/** `/privacy` (spec 3 §2): privacy policy under Chilean law 19.628. */
export const PRIVACY_POLICY: LegalDocumentContent = {
  title: 'Política de Privacidad',
  updatedOn: LEGAL_TEXTS_DATE,
  intro: [
    'Esta política explica qué datos personales tratamos cuando usas Suscribe, para qué los usamos, con quién los compartimos y cómo puedes ejercer tus derechos, de acuerdo con la Ley N° 19.628 sobre Protección de la Vida Privada y demás normas chilenas aplicables.',
  ],
  sections: [
    {
      id: 'responsable',
      title: '1. Responsable del tratamiento',
      paragraphs: [
        'El responsable de los datos personales de los comercios que usan la plataforma y de los visitantes de este sitio es la empresa indicada a continuación. Los datos de los clientes finales de cada tienda los trata el comercio dueño de la tienda como responsable; Suscribe los trata por encargo del comercio, solo para prestarle el servicio.',
      ],
      contact: true,
    },
    {
      id: 'datos',
      title: '2. Datos que recopilamos',
      list: [
        'Datos de cuenta: nombre, apellido, correo electrónico y contraseña (guardada cifrada con un algoritmo de derivación; nunca en texto legible).',
        'Datos del negocio: nombre y subdominio de la tienda, razón social, RUT, giro, dirección, teléfonos y correos de contacto, y la cuenta bancaria donde transferimos las ventas.',
        'Datos de los clientes finales de cada tienda: nombre, correo, teléfono, RUT, direcciones de despacho y facturación, suscripciones y órdenes.',
        'Datos de pago: el procesador de pagos guarda las tarjetas de forma segura; nosotros solo conocemos el tipo de tarjeta, sus últimos 4 dígitos y el resultado de cada pago.',
        'Datos técnicos: registros de acceso, dirección IP, tipo de navegador y páginas visitadas, para la seguridad y el funcionamiento del servicio.',
        'Datos que nos envías voluntariamente, por ejemplo en el formulario de solicitud de demostración o al escribir a soporte.',
      ],
    },
    {
      id: 'finalidades',
      title: '3. Para qué usamos los datos',
      list: [
        'Crear y mantener tu cuenta y tu tienda, e identificarte al iniciar sesión.',
        'Procesar suscripciones, cobros recurrentes, órdenes, despachos y transferencias.',
        'Emitir facturas y cumplir obligaciones tributarias y legales.',
        'Enviar los correos propios del servicio: códigos de verificación, recuperación de contraseña y avisos de órdenes.',
        'Responder tus consultas de soporte.',
        'Proteger la plataforma contra fraudes y accesos no autorizados, y medir su disponibilidad.',
      ],
      after: [
        'Tratamos los datos con tu consentimiento, para cumplir el contrato de servicio que aceptas en los Términos y Condiciones y para cumplir obligaciones legales. No usamos los datos de los clientes finales de una tienda para fines propios ni los vendemos a terceros.',
      ],
    },
    {
      id: 'terceros',
      title: '4. Con quién compartimos los datos',
      paragraphs: [
        'Compartimos datos solo con quienes nos ayudan a prestar el servicio, y solo lo necesario:',
      ],
      list: [
        'El procesador de pagos con tarjeta (Webpay), para autorizar y registrar los pagos.',
        'Las empresas de despacho que el comercio elige, para entregar los pedidos.',
        'Proveedores de infraestructura (servidores, almacenamiento y envío de correos), sujetos a obligaciones de confidencialidad.',
        'Autoridades, cuando una ley o una resolución judicial lo exija.',
      ],
    },
    {
      id: 'conservacion',
      title: '5. Cuánto tiempo conservamos los datos',
      paragraphs: [
        'Conservamos los datos mientras tu cuenta esté activa. Al cerrarla, eliminamos o anonimizamos los datos en un plazo de 90 días, salvo los que debamos guardar por obligaciones tributarias o legales (por ejemplo, las facturas, durante el plazo que exige el Código Tributario).',
      ],
    },
    {
      id: 'derechos',
      title: '6. Tus derechos',
      paragraphs: ['Según la Ley N° 19.628 puedes solicitar en cualquier momento:'],
      list: [
        'Acceso: saber qué datos tuyos tratamos, su origen y a quién los comunicamos.',
        'Rectificación: corregir datos inexactos, incompletos o desactualizados.',
        'Cancelación o eliminación: que borremos tus datos cuando no exista una razón legal para conservarlos.',
        'Oposición o bloqueo: que dejemos de tratar tus datos para una finalidad determinada.',
      ],
      after: [
        'Escríbenos al correo de privacidad indicado en la sección 1 desde el correo de tu cuenta, o acreditando tu identidad. Responderemos dentro de los dos días hábiles que establece la ley. Si eres cliente final de una tienda, también puedes dirigirte directamente al comercio.',
      ],
    },
    {
      id: 'seguridad',
      title: '7. Seguridad',
      paragraphs: [
        'Todas las comunicaciones con la plataforma viajan cifradas (HTTPS). Las contraseñas se guardan cifradas, el acceso a los datos está restringido a las personas que lo necesitan y cada tienda solo puede ver sus propios datos. Aun así, ningún sistema es infalible: si detectamos un incidente que afecte tus datos, te lo informaremos.',
      ],
    },
    {
      id: 'menores',
      title: '8. Menores de edad',
      paragraphs: [
        'El servicio está dirigido a personas mayores de 18 años. No recopilamos a sabiendas datos de menores de edad; si crees que un menor nos entregó sus datos, escríbenos para eliminarlos.',
      ],
    },
    {
      id: 'cambios',
      title: '9. Cambios a esta política',
      paragraphs: [
        'Si cambiamos esta política, publicaremos la nueva versión en esta página con su fecha y, si el cambio es relevante, te avisaremos por correo con al menos 5 días de anticipación.',
      ],
    },
  ],
};
