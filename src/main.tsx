import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createRouter } from '@/app/router';
import { installSessionHandlers } from '@/app/session-handlers';
import { installChunkReloadGuard } from '@/lib/chunk-reload';
import '@/styles/index.css';

installChunkReloadGuard();
const router = createRouter();
installSessionHandlers(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
