import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { registerSignedUploadUrlRoute } from './routes/signed-upload-url.ts';

/** Uploads: signed upload URLs. */
export async function uploadsPlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerSignedUploadUrlRoute(app, context);
}
