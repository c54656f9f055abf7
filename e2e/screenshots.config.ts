import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

/**
 * `npm run screenshots`: the pictures of docs/images, taken from the real app with the demo data, on the same
 * fresh server as the end-to-end journeys.
 */
export default defineConfig({
  ...e2e,
  testDir: './screenshots',
  testMatch: '*.ts',
  retries: 0,
  reporter: 'list',
  outputDir: './test-results/screenshots',
});
