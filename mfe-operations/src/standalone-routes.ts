import { standalonePages } from '@platform/shared/standalone';

import routes from '../routes.json';

// The pages this remote serves when it runs alone on its own port (its team's dev loop): the
// ones its routes.json declares, each its own lazily loaded chunk.
export const standaloneRoutes = standalonePages(
  routes.pages,
  import.meta.webpackContext('./routes', { recursive: true, regExp: /Page\.tsx$/, mode: 'lazy' }),
);
