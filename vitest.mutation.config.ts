import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The tests Stryker runs against each mutant of the client's core (stryker.client.config.mjs): unit, UI and contract
 * tests, one flat project (Stryker's vitest runner takes one), MUTATION_SCOPE=client.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['test/unit/**/*.test.ts', 'test/ui/**/*.test.tsx', 'test/infrastructure/**/*.test.ts'],
    exclude: ['test/unit/architecture.test.ts'],
    setupFiles: ['test/setup/client.ts'],
    maxWorkers: 1,
  },
});
