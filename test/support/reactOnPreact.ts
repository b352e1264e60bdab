import { preact } from '@preact/preset-vite';
import type { ViteUserConfig } from 'vitest/config';
import { REACT_LIBRARIES, REACT_ON_PREACT } from '../../vite.config.ts';

/**
 * The tests render on Preact as the product does (vite.config.ts, docs/decisions.md §1). The alias reaches only what
 * Vite loads itself, so the libraries that import React are inlined and taken as their ES builds: a require() in a
 * CommonJS build is Node's, past any alias, and would bring React back. React Router's ES build is Node's
 * `module-sync` condition (the server's suites resolve as Node does), Testing Library's is named by path, as
 * mobx-react-lite's is in vite.config.ts.
 */
export const reactOnPreact = {
  plugins: [preact({ prefreshEnabled: false, devToolsEnabled: false })],
  environments: { ssr: { resolve: { conditions: ['module-sync'] } } },
  resolve: {
    conditions: ['module-sync'],
    alias: {
      ...REACT_ON_PREACT,
      '@testing-library/react': '@testing-library/react/dist/@testing-library/react.esm.js',
    },
  },
  test: { server: { deps: { inline: [...REACT_LIBRARIES, '@testing-library/react'] } } },
} satisfies ViteUserConfig;
