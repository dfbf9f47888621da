import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { bannersQueryOptions } from './features/banners/api/get-banners';
import { detectLanguage } from './shared/lib/detect-language';
import { startErrorReporting } from './shared/lib/error-reporting';
import { initI18n } from './shared/lib/i18n';
import { createQueryClient } from './shared/lib/query-client';
import { storage, storageKeys } from './shared/lib/storage';
import './styles.css';

startErrorReporting();

const language = detectLanguage(
  window.location.search,
  window.location.pathname,
  storage.get(storageKeys.language),
);

const queryClient = createQueryClient();
// The carousel's data (preloaded by index.html) lands in the cache while the dictionary loads,
// so the first banner is in the first render rather than one network turn after it.
void queryClient.prefetchQuery(bannersQueryOptions());

function render(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProviders client={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

// The first paint waits for the dictionary so that no raw keys flash on screen.
void initI18n(language).then(render, render);
