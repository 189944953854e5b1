import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests render through the real providers against the real API (spawned by the global setup).
export default defineProject({
  plugins: [react()],
  // Without the browser condition Node resolves @lit/react to its server build and Ionic components
  // silently lose every prop and event handler (see STACK-NOTES.md).
  resolve: { conditions: ['browser'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    globalSetup: ['src/test/api-global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    server: { deps: { inline: [/@ionic\//, /@stencil\/react-output-target/, /@lit\/react/, /ionicons/] } },
  },
});
