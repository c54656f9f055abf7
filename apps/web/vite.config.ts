import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const backend = 'http://localhost:3000';
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': backend, '/idp': backend },
  },
  build: {
    rolldownOptions: {
      // blank.html is the sign-in popup / silent renew return page: an entry of its own, without the app.
      input: { main: page('index.html'), blank: page('blank.html') },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Typing into full forms with user-event is slow on a busy machine; a test is not about speed.
    testTimeout: 30_000,
    // Vitest's default leaves a core idle on a two-core machine; the files wait on I/O often enough to share it.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
