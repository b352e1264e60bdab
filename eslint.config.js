import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

import { ELEMENTS, LAYERS, LIBRARIES, PAGE_AREAS, ROOT_FILES, entity, library } from './lint/layers.js';
import { lineLimits } from './lint/lineLimits.js';
import { featuresPlugin } from './lint/featureBoundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'scratch/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'boundaries/elements': ELEMENTS,
      'boundaries/files': ROOT_FILES,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkAllOrigins: true,
          policies: [
            // Local files: only what the layer may reach.
            ...LAYERS.map(({ from, message }) => ({
              from: entity(from),
              disallow: { to: { module: { origin: 'local' } } },
              ...(message && { message }),
            })),
            ...LAYERS.filter((l) => l.to.length).map(({ from, to }) => ({
              from: entity(from),
              allow: { to: entity(to) },
            })),
            ...LAYERS.filter((l) => l.types).map(({ from, types }) => ({
              from: entity(from),
              allow: { to: entity(types), dependency: { kind: 'type' } },
            })),
            // Libraries.
            ...LIBRARIES.map(({ from, libraries, kind, message }) => ({
              from: entity(from),
              disallow: { to: library(libraries), ...(kind && { dependency: { kind } }) },
              message,
            })),
          ],
        },
      ],
      // Every file of src/ and server/ is one of the elements above: a new folder must say which layer it is.
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    // A server feature reaches another only through its published port (lint/featureBoundaries.js, issue 66).
    files: ['server/**/*.ts'],
    plugins: { inserat: featuresPlugin },
    rules: { 'inserat/feature-boundaries': 'error' },
  },
  {
    // An area's internals stay inside it: another area of the use cases may import its ports and its use cases
    // (PascalCase, one per file), not its helpers (lowercase modules). shared/ serves all.
    files: ['src/application/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!shared/)[a-z]+/(?!ports$)[a-z][^/]*$',
              caseSensitive: true,
              message:
                "Another area's helper is its own: import its ports or a service, or move what you share to shared/.",
            },
          ],
        },
      ],
    },
  },
  {
    // A page area's subfolders (ads/details, app/adForm) are its internals; another area uses its top-level files.
    files: ['src/ui/pages/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${PAGE_AREAS.join('|')})/[^/]+/`,
              message: "Another page area's subfolder is its own: use what it offers at its top level.",
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycle between modules' code (`import type` is erased and not counted): two modules that need each other
    // are one module, or a third owns what they share.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'tsconfig.json', noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...lineLimits,
);
