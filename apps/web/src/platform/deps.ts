import type { chamar } from '../lib/api-client.ts';

/** A button of the shell's alert (src/ui/feedback.tsx), restated so the platform layer never imports React. */
export interface BotaoAlerta {
  text: string;
  role?: 'cancel' | 'confirm' | 'destructive';
  handler?: () => void;
}

/** The shell's `useFeedback().alert`. */
export type Alertar = (opts: {
  header?: string;
  message: string;
  buttons?: (string | BotaoAlerta)[];
}) => Promise<void>;

/** The shell's `chamar` (src/lib/api-client.ts): parametros without the copy code, which the client adds. */
export type ChamarV4 = typeof chamar;
