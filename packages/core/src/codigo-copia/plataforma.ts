/** Platform the app runs on. */
export type Plataforma = 'web' | 'android' | 'ios';
