import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FRAMEWORKS = ['react', 'react-*', 'react/*', 'mobx', 'mobx-*', 'i18next', 'i18next-*', 'firebase', 'firebase/*', '@stripe/*', 'stripe', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'inversify'];

/** An import path reaching into one of these top-level folders of src/ (relative, from anywhere below src/). */
const into = (...folders) => `(^|/)(${folders.join('|')})(/|$)`;

/**
 * The dependency rule of DESIGN.md §1, enforced rather than hoped for. Every layer lives in its own folder, so
 * an import path that names a forbidden folder is a forbidden import.
 */
const layer = (regex, message, extra = []) => ['error', { patterns: [{ regex, message }, ...extra] }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'scratch/**'] },
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
    files: ['src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': layer('^(?!\\./)', 'src/domain is pure: it imports nothing but its own files.') },
  },
  {
    files: ['src/application/**/*.ts'],
    rules: {
      // Type-only imports (ServiceIdentifier for the port tokens) are allowed; values from frameworks are not.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: into('infrastructure', 'ui', 'server') + '|main$', message: 'src/application may import only src/domain.' },
            { group: FRAMEWORKS, allowTypeImports: true, message: 'Use cases and ports stay framework-free.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/infrastructure/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': layer(into('ui', 'server') + '|main$', 'src/infrastructure may import only src/application and src/domain.') },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': layer(
        into('infrastructure', 'server') + '|main$|startApp$',
        'src/ui gets adapters from the container; only the composition root (src/main.tsx, src/startApp.tsx) imports infrastructure.',
      ),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': layer('(^|/)src/(application|infrastructure|ui)(/|$)', 'server/ may share src/domain only.') },
  },
  {
    files: ['server/domain/**/*.ts'],
    rules: { 'no-restricted-imports': layer(into('application', 'infrastructure', 'http') + '|^(?!\\.|node:)', 'server/domain imports only its own files and src/domain.') },
  },
  {
    files: ['server/application/**/*.ts'],
    rules: {
      'no-restricted-imports': layer(into('infrastructure', 'http') + '|(^|/)(app|main|config)$', 'server/application depends on ports, not on adapters or Fastify.', [
        { group: ['fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'nodemailer', 'sharp'], message: 'server/application depends on ports, not on adapters or frameworks.' },
      ]),
    },
  },
  {
    // The server-side render's adapters implement the client's ports with the server's services: they name the
    // ports' types (and the render's contract), never the client's code.
    files: ['server/ssr/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)src/(infrastructure|ui)(/|$)', message: 'server/ssr reaches the client only through src/ssrContract.ts and the built render.' },
            { regex: '(^|/)src/(application(/|$)|ssrContract$)', allowTypeImports: true, message: 'server/ssr names the client ports by type only.' },
          ],
        },
      ],
    },
  },
);
