export function findChromium(env?: NodeJS.ProcessEnv): string | null;
export function ensureChromium(env?: NodeJS.ProcessEnv): string;
