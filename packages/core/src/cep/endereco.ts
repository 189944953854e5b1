/** A postal address as the forms keep it. */
export interface Endereco {
  cep: string;
  logradouro: string;
  bairro: string;
  cidade: string;
  uf: string;
}

/** The answer of the postal-code service (`/ws/{cep}/json`); erro is true when the code is unknown. */
export interface CepResult {
  cep?: string;
  logradouro?: string;
  complemento?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  ibge?: string;
  ddd?: string;
  erro?: boolean | string;
}
