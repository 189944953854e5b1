import { asLista, asRegistro, numero, texto } from './leitura.ts';
import { normalizeAnoLetivo } from './normalize-ano-letivo.ts';
import type { Empresa } from './tipos.ts';

/**
 * Normalises a company entry: missing strings become '', the name may come as nomempresa or nome.
 *
 * @example
 * normalizeEmpresa({ codempresa: 12, nome: 'Escola Modelo' }).nomempresa; // 'Escola Modelo'
 */
export function normalizeEmpresa(raw: unknown): Empresa {
  const r = asRegistro(raw);
  return {
    codempresa: numero(r.codempresa),
    codprestador: texto(r.codprestador),
    inscricao: texto(r.inscricao),
    nomempresa: texto(r.nomempresa) || texto(r.nome),
    lstanoletivo: asLista(r.lstanoletivo).map(normalizeAnoLetivo),
  };
}
