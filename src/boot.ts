// Inversify itself loads reflect-metadata's lite build; importing the same module keeps one copy in the bundle.
import 'reflect-metadata/lite';
import { readRuntimeConfig } from './infrastructure/config/readRuntimeConfig';
import { startApp } from './startApp';

/** Reads the server's public settings and starts the app in `root` (the composition root is startApp). */
export async function boot(root: HTMLElement): Promise<boolean> {
  const runtime = await readRuntimeConfig(document, import.meta.env.VITE_API_BASE_URL || '/api');
  return startApp(root, import.meta.env, window.localStorage, runtime);
}
