import { asRegistro } from './leitura.ts';
import { normalizeEmpresa } from './normalize-empresa.ts';
import type { EmpresaSelecionada } from './tipos.ts';

function lerJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    // A stored company that cannot be read counts as none (SPEC §4).
    return null;
  }
}

/**
 * Normalises the selected company (object or its stored JSON); null when it has no name (nomempresa or nome).
 *
 * @example
 * normalizeEmpresaSelecionada({ codempresa: 12, nomempresa: 'Escola Modelo' })?.nomempresa; // 'Escola Modelo'
 * normalizeEmpresaSelecionada({ codempresa: 12 }); // null
 */
export function normalizeEmpresaSelecionada(raw: unknown): EmpresaSelecionada | null {
  const empresa = normalizeEmpresa(asRegistro(lerJson(raw)));
  if (empresa.nomempresa === '') return null;
  return {
    codempresa: empresa.codempresa,
    codprestador: empresa.codprestador,
    nomempresa: empresa.nomempresa,
    lstanoletivo: empresa.lstanoletivo,
  };
}
