import { LEGAL_TEXTS_DATE, type LegalDocumentContent } from './types';

/** `/terms` (spec 3 §2, §9): minimum age 18, cancellations with 5 days' notice, law 19.628. */
export const TERMS_AND_CONDITIONS: LegalDocumentContent = {
  title: 'Términos y Condiciones',
  updatedOn: LEGAL_TEXTS_DATE,
  intro: [
    'Estos términos regulan el uso de Suscribe, la plataforma para crear y administrar tiendas de suscripción en Chile. Al crear una cuenta o usar el sitio aceptas estos términos; si no estás de acuerdo, no uses el servicio.',
  ],
  sections: [
    {
      id: 'servicio',
      title: '1. El servicio',
      paragraphs: [
        'Suscribe permite a comercios crear una tienda en línea con su propio subdominio, vender productos, packs y planes de suscripción con cobro recurrente, gestionar clientes, órdenes y despachos, y revisar métricas de su negocio. Suscribe no es parte de las ventas entre el comercio y sus clientes: el comercio es el vendedor y responde ante ellos.',
      ],
    },
    {
      id: 'cuenta',
      title: '2. Registro y cuenta',
      list: [
        'Para crear una cuenta debes tener al menos 18 años y capacidad legal para contratar.',
        'Debes entregar datos verdaderos y mantenerlos actualizados, incluidos los datos de facturación y la cuenta bancaria.',
        'Eres responsable de mantener tu contraseña en secreto y de todo lo que se haga con tu cuenta. Avísanos de inmediato si sospechas un uso no autorizado.',
        'Podemos suspender una cuenta que entregue datos falsos o incumpla estos términos, informándote el motivo.',
      ],
    },
    {
      id: 'planes',
      title: '3. Planes y precios',
      paragraphs: [
        'El comercio paga a Suscribe según el plan que elige: un monto mensual por cada suscriptor activo y, en los planes que lo indican, un mínimo mensual. Los precios vigentes están en la página de Precios y se expresan en pesos chilenos. El cargo se cobra mensualmente, primero con el saldo disponible de las ventas y, si no alcanza, con la tarjeta registrada, y se emite la factura correspondiente.',
        'Subir de plan tiene efecto inmediato y se cobra la diferencia de precios base; bajar de plan tiene efecto al terminar el período en curso. Te avisaremos cualquier cambio de precios con al menos 30 días de anticipación.',
      ],
    },
    {
      id: 'pagos',
      title: '4. Pagos de los clientes finales',
      paragraphs: [
        'Los clientes de cada tienda pagan con Webpay (tarjetas de crédito, débito y prepago). En las suscripciones, el cliente autoriza el cargo automático en su tarjeta en cada renovación mediante pago en un clic. Las ventas pagadas, descontadas las comisiones de medios de pago informadas en la cartola, se transfieren a la cuenta bancaria del comercio en días hábiles.',
      ],
    },
    {
      id: 'cancelaciones',
      title: '5. Cancelaciones',
      list: [
        'El comercio puede cancelar su plan en cualquier momento, con un aviso de al menos 5 días antes del inicio del próximo período de facturación. El servicio sigue activo hasta el fin del período pagado.',
        'Los clientes finales pueden cancelar o pausar sus suscripciones con al menos 5 días de anticipación a la próxima fecha de cobro; si cancelan con menos anticipación, ese cobro se realiza y la cancelación rige para el período siguiente.',
        'Suscribe puede terminar el servicio con un aviso de 30 días, o de inmediato ante un incumplimiento grave de estos términos.',
      ],
    },
    {
      id: 'obligaciones',
      title: '6. Obligaciones del comercio',
      list: [
        'Vender solo productos y servicios lícitos, y describirlos con información veraz, incluido su precio total.',
        'Cumplir la Ley N° 19.496 sobre Protección de los Derechos de los Consumidores, las normas tributarias y las demás que apliquen a su actividad, incluida la emisión de boletas o facturas a sus clientes.',
        'Despachar los pedidos en los plazos informados y atender los reclamos de sus clientes.',
        'Tratar los datos de sus clientes conforme a la Ley N° 19.628 y usarlos solo para la relación comercial con ellos.',
      ],
    },
    {
      id: 'disponibilidad',
      title: '7. Disponibilidad y responsabilidad',
      paragraphs: [
        'Trabajamos para que la plataforma esté disponible de forma continua y publicamos su estado y su historial de incidentes en la página Estado del Sistema. Pueden existir interrupciones por mantenciones programadas, fallas de terceros o causas de fuerza mayor.',
        'En la medida que la ley lo permita, la responsabilidad de Suscribe por daños derivados del servicio se limita al monto pagado por el comercio en los 3 meses anteriores al hecho que la origina.',
      ],
    },
    {
      id: 'propiedad',
      title: '8. Propiedad intelectual',
      paragraphs: [
        'La plataforma, su código y sus marcas pertenecen a Suscribe. El comercio conserva la propiedad de su contenido (textos, imágenes, logos y datos de su tienda) y nos autoriza a usarlo solo para prestar el servicio.',
      ],
    },
    {
      id: 'datos',
      title: '9. Datos personales',
      paragraphs: [
        'Tratamos los datos personales según la Ley N° 19.628 sobre Protección de la Vida Privada, como se explica en la Política de Privacidad, que forma parte de estos términos.',
      ],
    },
    {
      id: 'cambios',
      title: '10. Cambios a estos términos',
      paragraphs: [
        'Podemos modificar estos términos. Publicaremos la nueva versión con su fecha y te avisaremos por correo con al menos 5 días de anticipación; si sigues usando el servicio después de esa fecha, se entiende que aceptas los cambios.',
      ],
    },
    {
      id: 'ley',
      title: '11. Ley aplicable y contacto',
      paragraphs: [
        'Estos términos se rigen por las leyes de la República de Chile. Cualquier controversia se someterá a los tribunales ordinarios de justicia de Santiago, sin perjuicio de los derechos que la ley otorga a los consumidores. Para cualquier consulta sobre estos términos, contáctanos:',
      ],
      contact: true,
    },
  ],
};
