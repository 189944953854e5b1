import type { CapacitorConfig } from '@capacitor/cli';

// Loaded by the Capacitor CLI under Node 22's type stripping (TypeScript 7 has no transpile API), so this file
// must stay plain: type-only imports, no enums, no imports of app code. The literals repeat SPEC §9's values;
// src/platform/native-projects.test.ts pins them against @portal/core's CONSTANTES.
const config: CapacitorConfig = {
  appId: 'br.com.portal.app',
  appName: 'Portal',
  webDir: 'dist',
  plugins: {
    StatusBar: {
      // SPEC §9: Android status bar #7a171c with light text; the web view starts below it.
      backgroundColor: '#7a171c',
      style: 'DARK',
      overlaysWebView: false,
    },
    PushNotifications: {
      // How a push is shown while the app is in the foreground (iOS).
      presentationOptions: ['badge', 'sound', 'alert'],
    },
  },
};

export default config;
