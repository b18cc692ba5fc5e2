import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@platform/shared/standalone';
import { standaloneRoutes } from './standalone-routes';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StandaloneApp appTitle="Sitio público" routes={standaloneRoutes} />,
  );
}
