import type { Endereco } from './endereco.ts';
import { stripCep } from './strip-cep.ts';

/** A full address as a person keeps it on file: the postal fields plus the number and complement. */
export interface EnderecoPostal extends Endereco {
  numero: string;
  complemento: string;
}

export const ENDERECO_VAZIO: EnderecoPostal = {
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  uf: '',
};

export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

export const MENSAGENS_ENDERECO = {
  cep: 'Informe o CEP com 8 dígitos.',
  incompleto: 'Preencha o endereço: logradouro, bairro, cidade e UF.',
  uf: 'Informe a UF com a sigla de um estado brasileiro.',
} as const;

/** The first problem of an address, with the field it belongs to; null when it can be kept. */
export function problemaNoEndereco(
  e: Partial<EnderecoPostal>,
): { campo: keyof EnderecoPostal; mensagem: string } | null {
  const texto = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  if (stripCep(texto(e.cep)).length !== 8) return { campo: 'cep', mensagem: MENSAGENS_ENDERECO.cep };
  if (!texto(e.logradouro) || !texto(e.bairro) || !texto(e.cidade) || !texto(e.uf))
    return { campo: 'logradouro', mensagem: MENSAGENS_ENDERECO.incompleto };
  if (!(UFS as readonly string[]).includes(texto(e.uf).toUpperCase()))
    return { campo: 'uf', mensagem: MENSAGENS_ENDERECO.uf };
  return null;
}

/** The address as it is stored: trimmed, the CEP as 8 digits, the UF in capitals. */
export function normalizarEndereco(e: EnderecoPostal): EnderecoPostal {
  return {
    cep: stripCep(e.cep),
    logradouro: e.logradouro.trim(),
    numero: (e.numero ?? '').trim(),
    complemento: (e.complemento ?? '').trim(),
    bairro: e.bairro.trim(),
    cidade: e.cidade.trim(),
    uf: e.uf.trim().toUpperCase(),
  };
}
