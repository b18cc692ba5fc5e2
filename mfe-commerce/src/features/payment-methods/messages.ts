// Spanish copy of the payment methods page. Fees and defaults are spec 2 §3 and §9.
import type { PaymentMethodOptionId } from '@platform/shared/constants';

export const paymentsMessages = {
  back: 'Volver al Inicio',
  title: 'Medios de Pago',
  subtitle: 'Los medios con que tus clientes pueden pagarte y la comisión de cada uno.',

  options: {
    title: 'Opciones de pago',
    description: 'Activa o desactiva cada medio de pago.',
    fee: (percent: string) => `Comisión: ${percent}`,
    methods: {
      webpay_credit: {
        name: 'Webpay',
        description: 'Tarjetas de crédito, débito y prepago.',
      },
      bank_transfer: {
        name: 'Transferencia bancaria',
        description: null,
      },
    } satisfies Record<PaymentMethodOptionId, { name: string; description: string | null }>,
    save: 'Guardar cambios',
    /** Spec 2 §7: saving the options is only logged, with no call. Said as it is. */
    notSaved:
      'Por ahora los medios de pago no se pueden guardar: tu selección no se aplicó a tu tienda.',
  },
} as const;
