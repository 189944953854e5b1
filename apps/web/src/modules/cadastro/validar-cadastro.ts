import {
  type Anexo,
  type CadastroPessoa,
  ENDERECO_VAZIO,
  type EnderecoPostal,
  isValidCpf,
  isValidData,
  isValidEmail,
  MENSAGENS,
  MENSAGENS_CONTA,
  normalizarEndereco,
  parseTelefoneComDdd,
  problemaNoEndereco,
  stripNonDigits,
  type Telefone,
} from '@portal/core';

export type FormularioCadastro = {
  nome: string;
  cpf: string;
  dtnascimento: string;
  sexo: '' | 'M' | 'F' | 'O';
  email: string;
  telefones: string[];
  endereco: EnderecoPostal;
  anexos: Anexo[];
};

export const FORMULARIO_VAZIO: FormularioCadastro = {
  nome: '',
  cpf: '',
  dtnascimento: '',
  sexo: '',
  email: '',
  telefones: [''],
  endereco: ENDERECO_VAZIO,
  anexos: [],
};

/** The first problem of the form: the field to focus and the alert to show (SPEC §8 texts where SPEC has one). */
export type ProblemaCadastro = { campo: string; header?: string; mensagem: string };

export type ResultadoValidacao =
  | { ok: true; conteudo: CadastroPessoa }
  | { ok: false; problema: ProblemaCadastro };

const aviso = (campo: string, mensagem: string): ResultadoValidacao => ({
  ok: false,
  problema: { campo, header: MENSAGENS.tituloAviso, mensagem },
});

/** Checks the form in reading order and builds the coddao 94 content when everything is valid. */
export function validarCadastro(f: FormularioCadastro): ResultadoValidacao {
  const nome = f.nome.trim().replace(/\s+/g, ' ');
  if (nome.length < 3 || !nome.includes(' ')) return aviso('nome', 'Informe o nome completo.');
  if (!isValidCpf(f.cpf)) return { ok: false, problema: { campo: 'cpf', mensagem: MENSAGENS.cpfInvalido } };
  if (!isValidData(f.dtnascimento) || !/^\d{2}\/\d{2}\/\d{4}$/.test(f.dtnascimento))
    return { ok: false, problema: { campo: 'dtnascimento', mensagem: MENSAGENS.dataInvalida } };
  if (f.sexo === '') return aviso('sexo', 'Informe o sexo.');
  if (!isValidEmail(f.email.trim())) return aviso('email', MENSAGENS_CONTA.emailInvalido);
  const lsttelefone: Telefone[] = [];
  for (const valor of f.telefones) {
    if (stripNonDigits(valor) === '' && lsttelefone.length > 0) continue;
    const tel = parseTelefoneComDdd(valor);
    if (!tel) return { ok: false, problema: { campo: 'telefone', mensagem: MENSAGENS.telefoneInvalido } };
    lsttelefone.push(tel);
  }
  const problemaEndereco = problemaNoEndereco(f.endereco);
  if (problemaEndereco) return aviso(problemaEndereco.campo, problemaEndereco.mensagem);
  return {
    ok: true,
    conteudo: {
      nome,
      cpf: stripNonDigits(f.cpf),
      dtnascimento: f.dtnascimento,
      sexo: f.sexo,
      email: f.email.trim(),
      lsttelefone,
      endereco: normalizarEndereco(f.endereco),
      anexos: f.anexos,
    },
  };
}
