import { recoverySchema } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { RESET_TOKEN_TTL_HOURS, issueResetToken } from '../password-reset-tokens.ts';
import { escapeHtml, sendEmail } from '../../email/outbox.ts';
import { validate } from '../../http/validation.ts';
import { accountRoutes } from '../contract.ts';
import { findUserByEmail } from '../users.ts';

/** The same answer for every well-formed e-mail, so the form never reveals who has an account. */
export const RESET_REQUESTED_MESSAGE = `Si el correo está registrado, te enviaremos un enlace para restablecer tu contraseña. El enlace expira en ${RESET_TOKEN_TTL_HOURS} horas.`;

/** The page of the shell that reads the token and asks for the new password. */
export function resetPasswordLink(webOrigin: string, token: string): string {
  const url = new URL('/reset-password', webOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

function recoveryEmail(firstName: string, link: string) {
  const greeting = firstName ? `Hola ${firstName}:` : 'Hola:';
  const expiry = `El enlace expira en ${RESET_TOKEN_TTL_HOURS} horas y se puede usar una sola vez.`;
  const ignore =
    'Si no pediste este cambio, ignora este correo: tu contraseña sigue siendo la misma.';
  return {
    subject: 'Recupera tu contraseña',
    text: [
      greeting,
      '',
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
      `Para crear una nueva contraseña, abre este enlace: ${link}`,
      '',
      expiry,
      ignore,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      '<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta.</p>',
      `<p><a href="${escapeHtml(link)}">Crear una nueva contraseña</a></p>`,
      `<p>${escapeHtml(expiry)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join(''),
  };
}

/**
 * POST /api/auth/reset-password {email} (public) → 200 {message}, whatever the e-mail. When a
 * user has that e-mail, a single-use link valid 24 hours goes to their inbox (the outbox).
 */
export function registerResetPasswordRoute(
  app: ApiApp,
  { db, webOrigins, publicUrl }: AppContext,
): void {
  const webOrigin = webOrigins[0] ?? publicUrl;
  app.route({
    ...accountRoutes.requestPasswordReset,
    handler: async (request) => {
      const { email } = validate(recoverySchema, request.body);
      const user = await findUserByEmail(db, email);
      if (user) {
        // The token and its e-mail are written together or not at all.
        await db.transaction(async (tx) => {
          const token = await issueResetToken(tx, user.id);
          if (!token) return;
          const message = recoveryEmail(user.firstName, resetPasswordLink(webOrigin, token));
          await sendEmail(tx, { to: user.email, ...message });
        });
      }
      return { message: RESET_REQUESTED_MESSAGE };
    },
  });
}
