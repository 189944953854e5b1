/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

// Ionic ships this module's types apart from its code.
declare module '@ionic/core/dist/collection/utils/focus-visible.js' {
  export { startFocusVisible } from '@ionic/core/dist/types/utils/focus-visible';
}
