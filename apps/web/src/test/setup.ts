// jsdom lacks matchMedia; ion-split-pane and Ionic's platform checks call it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

// These tests talk to the real API (a real server, its database, argon2 logins) on a shared 2-core machine; a
// screen that waits for an answer may take longer than Testing Library's 1 s default while other suites run.
// What a test waits for stays the same: this only moves how long "never" is.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
