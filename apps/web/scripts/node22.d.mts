export const NODE_22: string;
export function atende(versao: string, minimo: string): boolean;
export function comandoNode(
  args: string[],
  minimo: string,
  versao?: string,
): { command: string; args: string[] };
