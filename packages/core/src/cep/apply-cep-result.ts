import type { CepResult, Endereco } from './endereco.ts';

function campo(valor: unknown, atual: string): string {
  return typeof valor === 'string' ? valor : atual;
}

/**
 * Fills an address from a postal-code lookup: logradouro, bairro, localidade as cidade and uf; an error answer
 * leaves the address unchanged.
 *
 * @example
 * applyCepResult(endereco, { logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' }).cidade;
 * // 'São Paulo'
 */
export function applyCepResult(endereco: Endereco, result: CepResult): Endereco {
  if (typeof result !== 'object' || result === null || result.erro === true || result.erro === 'true') {
    return { ...endereco };
  }
  return {
    ...endereco,
    logradouro: campo(result.logradouro, endereco.logradouro),
    bairro: campo(result.bairro, endereco.bairro),
    cidade: campo(result.localidade, endereco.cidade),
    uf: campo(result.uf, endereco.uf),
  };
}
