/** Latest published build per store (coddao 176); the app warns when its installed build is lower. */
export const VERSOES_APP = [
  { plataforma: 'android', build: 12 },
  { plataforma: 'ios', build: 12 },
] as const;
