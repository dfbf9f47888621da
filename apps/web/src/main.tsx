import { DEFAULT_LANGUAGE, parseLanguageCode } from '@jackdaw/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { initI18n } from './shared/lib/i18n';
import './styles.css';

const language = parseLanguageCode(localStorage.getItem('language')) ?? DEFAULT_LANGUAGE;

function render(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// The first paint waits for the dictionary so that no raw keys flash on screen.
void initI18n(language).then(render, render);
