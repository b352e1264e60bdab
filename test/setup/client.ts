import 'reflect-metadata/lite';
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy… and waitFor wait for what a person would see; on a busy 2-core machine a lazy page with its feature area
// can take longer than Testing Library's default second to appear. The ceiling only matters when something is slow.
configure({ asyncUtilTimeout: 5000 });

// MobX's strict mode only warns when a presenter changes observed state outside an action (the view may then render
// half of a change); here the test fails instead, so such a change cannot land unnoticed.
const mobxWarnings: string[] = [];
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('[MobX]')) mobxWarnings.push(args[0]);
  warn(...args);
};

afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') window.localStorage.clear();
  // What a view put outside its container (the toasts' own root at the end of <body>) goes too: the next test, or the
  // next file in this worker (the suite runs without a fresh module graph per file), starts with an empty page.
  if (typeof document !== 'undefined') for (const host of document.querySelectorAll('.toast-host')) host.remove();
  const warned = mobxWarnings.splice(0);
  if (warned.length > 0) throw new Error(`MobX warned:\n${[...new Set(warned)].join('\n')}`);
});

afterAll(() => {
  if (typeof document !== 'undefined') document.body.replaceChildren();
});

// jsdom does not implement scrolling; ScrollMemory calls it on every route change.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// jsdom has <dialog> but not its modal methods; the open attribute is what makes it visible.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// The receipt download hands a Blob URL to the browser; jsdom has no object URLs.
if (typeof URL.createObjectURL !== 'function') {
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => undefined;
}

// jsdom cannot draw (no canvas package): getContext answers null, as a browser does when it cannot, and charts show
// their figures as tables only.
if (typeof HTMLCanvasElement !== 'undefined')
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
