import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { registerChangePasswordRoute } from './routes/change-password.ts';
import { registerConfirmEmailChangeRoute } from './routes/confirm-email-change.ts';
import { registerConfirmPasswordResetRoute } from './routes/confirm-password-reset.ts';
import { registerGetProfileRoute } from './routes/get-profile.ts';
import { registerListVisitedToursRoute } from './routes/list-visited-tours.ts';
import { registerMarkTourVisitedRoute } from './routes/mark-tour-visited.ts';
import { registerPrivatePlatformRegisterRoute } from './routes/private-platform-register.ts';
import { registerPublicPlatformRegisterRoute } from './routes/public-platform-register.ts';
import { registerResetPasswordRoute } from './routes/reset-password.ts';
import { registerSendVerificationCodeRoute } from './routes/send-verification-code.ts';
import { registerStoreCheckRoute } from './routes/store-check.ts';
import { registerUpdateProfileRoute } from './routes/update-profile.ts';
import { registerVerifyCodeRoute } from './routes/verify-code.ts';

/** Auth and account: the store check after login, the profile, the password change and recovery, registration with its e-mailed code, the tours a user has seen. */
export async function accountPlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerStoreCheckRoute(app, context);
  registerGetProfileRoute(app, context);
  registerUpdateProfileRoute(app, context);
  registerConfirmEmailChangeRoute(app, context);
  registerResetPasswordRoute(app, context);
  registerConfirmPasswordResetRoute(app, context);
  registerChangePasswordRoute(app, context);
  registerPublicPlatformRegisterRoute(app, context);
  registerPrivatePlatformRegisterRoute(app, context);
  registerSendVerificationCodeRoute(app, context);
  registerVerifyCodeRoute(app, context);
  registerListVisitedToursRoute(app, context);
  registerMarkTourVisitedRoute(app, context);
}
