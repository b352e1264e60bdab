import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createContainer } from './infrastructure/container/createContainer';
import { CONFIG_ERROR_PREFIX, loadConfig, type ClientEnv, type RuntimeConfig } from './infrastructure/config/loadConfig';
import { createI18n } from './infrastructure/i18n/createI18n';
import { App } from './ui/app/App';
import { AppRoutes } from './ui/app/routes';
import { uiModule } from './ui/app/uiModule';

/**
 * The composition root: the one place that knows every adapter (DESIGN.md §1). A configuration problem stops
 * here, shown on the page and in the console (spec §5: "Config validation error").
 */
export async function startApp(root: HTMLElement, env: ClientEnv, storage: Storage, runtime: RuntimeConfig = {}): Promise<boolean> {
  let config;
  try {
    config = loadConfig(env, runtime);
  } catch (error) {
    const message = error instanceof Error ? error.message : CONFIG_ERROR_PREFIX;
    console.error(message);
    root.textContent = message;
    root.setAttribute('role', 'alert');
    return false;
  }
  const container = createContainer({ config, storage });
  container.load(uiModule());
  const i18n = await createI18n();
  // The server marks an address it answered 404 for; that one address shows the not-found page instead of leading home.
  const doc = root.ownerDocument;
  const notFoundPath = doc.querySelector('meta[name="inserat-status"][content="404"]') ? doc.location.pathname : null;
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={null}>
        <App container={container} i18n={i18n}>
          <BrowserRouter>
            <AppRoutes notFoundPath={notFoundPath} />
          </BrowserRouter>
        </App>
      </Suspense>
    </StrictMode>,
  );
  return true;
}
