import { StrictMode, startTransition, Suspense, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createContainer } from './infrastructure/container/createContainer';
import {
  CONFIG_ERROR_PREFIX,
  loadConfig,
  type ClientEnv,
  type RuntimeConfig,
} from './infrastructure/config/loadConfig';
import { keepTypedInput, pageReady } from './infrastructure/hydration/keepTypedInput';
import { createI18n, SUPPORTED_LANGUAGES, type InlineTranslations } from './infrastructure/i18n/createI18n';
import { App } from './ui/app/App';
import { restorePage, type PrerenderedPage } from './ui/app/prerenderedState';
import { AppRoutes } from './ui/app/routes';
import { uiModule } from './ui/app/uiModule';
import { renderingWithoutServerMarkup } from './ui/components/useHydrated';
import { AppUpdates } from './application/device/ports';

/**
 * The composition root: the one place that knows every adapter (docs/decisions.md §1). A configuration problem stops
 * here, shown on the page and in the console (spec §5: "Config validation error"). A page the server rendered is
 * hydrated with the data and strings the server wrote into it; any other page is rendered here.
 */
export async function startApp(
  root: HTMLElement,
  env: ClientEnv,
  storage: Storage,
  runtime: RuntimeConfig = {},
): Promise<boolean> {
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
  const doc = root.ownerDocument;
  const container = createContainer({ config, storage });
  container.load(uiModule());
  // Each step of the start is its own task, so none holds the main thread long enough to delay a tap (TBT).
  await yieldToMain();
  const i18n = await createI18n(readJson<InlineTranslations>(doc, 'inserat-i18n', isTranslations));
  await yieldToMain();
  const prerendered = root.hasChildNodes() ? readJson<PrerenderedPage>(doc, 'inserat-state', isPage) : undefined;
  // The server marks an address it answered 404 for; that one address shows the not-found page instead of leading home.
  const notFoundPath = doc.querySelector('meta[name="inserat-status"][content="404"]') ? doc.location.pathname : null;
  const tree: ReactNode = (
    <StrictMode>
      <Suspense fallback={null}>
        <App container={container} i18n={i18n}>
          <BrowserRouter>
            <AppRoutes notFoundPath={notFoundPath} />
          </BrowserRouter>
        </App>
      </Suspense>
    </StrictMode>
  );
  if (prerendered && prerendered.url === `${doc.location.pathname}${doc.location.search}`) {
    restorePage(container, prerendered);
    keepTypedInput(root, pageReady(doc));
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole page: a tap or a keystroke during it is handled at once.
    startTransition(() => {
      hydrateRoot(root, tree, { onRecoverableError: reportHydrationProblem });
    });
  } else {
    root.replaceChildren();
    renderingWithoutServerMarkup();
    createRoot(root).render(tree);
  }
  // The service worker (offline use, pushes, updates) once the page has loaded and the browser is idle: its precache
  // downloads nothing the page is waiting for.
  whenIdleAfterLoad(doc, () => container.get(AppUpdates).start());
  return true;
}

/**
 * A page whose markup the browser could not take over as the server wrote it (React then renders it again from
 * scratch): said in the console, where monitoring and the browser tests look, with the component that differed.
 */
function reportHydrationProblem(error: unknown, info: { componentStack?: string }): void {
  console.error('Hydration problem:', error instanceof Error ? error.message : error, info.componentStack ?? '');
}

function whenIdleAfterLoad(doc: Document, work: () => void): void {
  const view = doc.defaultView as (Window & { requestIdleCallback?: Window['requestIdleCallback'] }) | null;
  if (!view) return;
  const idle = () => {
    if (view.requestIdleCallback) view.requestIdleCallback(() => work(), { timeout: 5000 });
    else view.setTimeout(work, 1000);
  };
  if (doc.readyState === 'complete') idle();
  else view.addEventListener('load', idle, { once: true });
}

/** Lets the browser paint and handle input before the next step (scheduler.yield where the browser has it). */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** A JSON data block the server wrote into the page, or undefined when there is none or it is not what it should be. */
function readJson<T>(doc: Document, id: string, valid: (value: unknown) => value is T): T | undefined {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return valid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isTranslations(value: unknown): value is InlineTranslations {
  const v = value as InlineTranslations | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (SUPPORTED_LANGUAGES as readonly string[]).includes(v.lng) &&
    typeof v.resources === 'object'
  );
}

function isPage(value: unknown): value is PrerenderedPage {
  const v = value as PrerenderedPage | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.url === 'string' &&
    typeof v.app === 'object' &&
    typeof v.views === 'object'
  );
}
