import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import type { ComponentReport, ComponentStatus } from '../contract.ts';

export type { ComponentStatus };
export type ComponentIcon = ComponentReport['icon'];

/** One part of the platform and how to check it. `check` throws (with a Spanish message) when it fails. */
export interface Probe {
  id: string;
  name: string;
  description: string;
  icon: ComponentIcon;
  /** What a failed check means for users: the part is down, or the platform works without it. */
  whenFailing: Exclude<ComponentStatus, 'operational'>;
  check(): Promise<void>;
}

/**
 * The components the status page lists, each checked for real: the API itself (answering this
 * request), the database (`select 1`), the identity provider (its discovery document), the card
 * payments sandbox (present and, when it has one, its health route) and the uploads folder (a
 * probe file written and removed).
 */
export function platformProbes(
  app: FastifyInstance,
  { db, uploads, routes }: Pick<AppContext, 'db' | 'uploads' | 'routes'>,
): Probe[] {
  return [
    {
      id: 'api',
      name: 'API',
      description: 'Servicios de la plataforma',
      icon: 'Server',
      whenFailing: 'outage',
      check: async () => undefined,
    },
    {
      id: 'database',
      name: 'Base de datos',
      description: 'Almacenamiento de tiendas, productos y órdenes',
      icon: 'Database',
      whenFailing: 'outage',
      check: async () => {
        await db.query('select 1');
      },
    },
    {
      id: 'identity',
      name: 'Inicio de sesión',
      description: 'Proveedor de identidad (OIDC)',
      icon: 'Globe',
      whenFailing: 'outage',
      check: async () => {
        const response = await app.inject({
          method: 'GET',
          url: '/oidc/.well-known/openid-configuration',
        });
        if (response.statusCode !== 200) throw new Error(`Respuesta ${response.statusCode}`);
      },
    },
    {
      id: 'payments',
      name: 'Pagos',
      description: 'Procesador de pagos con tarjeta (sandbox)',
      icon: 'CreditCard',
      whenFailing: 'degraded',
      check: async () => {
        if (!routes.some((route) => route.url.startsWith('/sandbox'))) {
          throw new Error('El sandbox de pagos no está instalado');
        }
        if (routes.some((route) => route.method === 'GET' && route.url === '/sandbox/health')) {
          const response = await app.inject({ method: 'GET', url: '/sandbox/health' });
          if (response.statusCode >= 400) throw new Error(`Respuesta ${response.statusCode}`);
        }
      },
    },
    {
      id: 'uploads',
      name: 'Archivos',
      description: 'Subida y entrega de imágenes',
      icon: 'Server',
      whenFailing: 'degraded',
      check: () => uploads.checkWritable(),
    },
  ];
}
