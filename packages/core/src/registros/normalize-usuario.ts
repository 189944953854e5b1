import { resolveIsMedico } from '../prestador/resolve-is-medico.ts';
import { asLista, asRegistro, scalar } from './leitura.ts';
import { normalizeCondominio } from './normalize-condominio.ts';
import { normalizeEmpresa } from './normalize-empresa.ts';
import { normalizeTelefone } from './normalize-telefone.ts';
import type { Usuario } from './tipos.ts';

const ESCALARES = [
  'nompessoa',
  'nome',
  'sexo',
  'cpf',
  'foto',
  'codpessoa',
  'codturma',
  'email',
  'inscricao',
  'codpessoacondomino',
  'codempresaselecionada',
  'codcondomino',
  'codprestador',
] as const;

function credenciaisDe(raw: unknown): string[] {
  // Some servers send the codes as one string ("IJ3"); each character is one code.
  if (typeof raw === 'string') return [...raw];
  return asLista(raw).filter((c): c is string => typeof c === 'string' && c !== '');
}

/**
 * Normalises the logged-in user of SPEC §3: scalars kept only when present and not "0", lists default to empty,
 * anosletivos kept only when a string; a non-empty token argument wins over the record's own.
 *
 * @example
 * normalizeUsuario({ nompessoa: 'Maria', codturma: '0' }, 'jwt').codturma; // undefined
 */
export function normalizeUsuario(raw: unknown, token?: string): Usuario {
  const r = asRegistro(raw);
  const usuario: Usuario = {
    lsttelefone: asLista(r.lsttelefone).map(normalizeTelefone),
    credenciais: credenciaisDe(r.credenciais),
    lstempresa: asLista(r.lstempresa).map(normalizeEmpresa),
    lstcondomino: asLista(r.lstcondomino).map(normalizeCondominio),
    lstaluno: [...asLista(r.lstaluno)],
    isMedico: typeof r.isMedico === 'boolean' ? r.isMedico : resolveIsMedico(scalar(r.codempresaselecionada)),
  };
  for (const campo of ESCALARES) {
    const valor = scalar(r[campo]);
    if (valor !== undefined) usuario[campo] = valor;
  }
  // The birth date comes from the person's details when the record does not carry it itself.
  const dtnascimento = scalar(r.dtnascimento) ?? scalar(asRegistro(r.pessoa).dtnascimento);
  if (dtnascimento !== undefined) usuario.dtnascimento = dtnascimento;
  if (typeof r.anosletivos === 'string') usuario.anosletivos = r.anosletivos;
  if (typeof r.paramsistema === 'string') usuario.paramsistema = r.paramsistema;
  const jwt = typeof token === 'string' && token !== '' ? token : scalar(r.token);
  if (jwt !== undefined) usuario.token = jwt;
  return usuario;
}
