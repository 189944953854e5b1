export function gerarNginx(opcoes: {
  portas: (string | number)[];
  listen?: string | number;
  nome?: string;
  cert: string;
  key: string;
}): string;
