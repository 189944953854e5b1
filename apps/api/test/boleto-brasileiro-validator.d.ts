// Types of the test-only validator (the package ships none).
declare module 'boleto-brasileiro-validator' {
  export function boleto(codigo: string): boolean;
  export function boletoBancario(codigo: string): boolean;
  export function boletoBancarioCodigoBarras(codigo: string): boolean;
  export function boletoBancarioLinhaDigitavel(codigo: string): boolean;
}
