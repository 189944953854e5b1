import {
  type AlunoDoContexto,
  empresaNome,
  normalizeEmpresaSelecionada,
  type OpcoesContexto,
  type ParamsSistema,
  STORAGE_KEYS,
  type Usuario,
} from '@portal/core';
import { recarregarAposParametros } from '../recarregar.ts';
import { storage } from '../storage.ts';
import type { Session } from './session-provider.tsx';

/** A student as the switcher shows it. */
export interface AlunoEscolha extends AlunoDoContexto {
  nome: string;
}

const numero = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : undefined;

/** lstaluno is passed through as received (SPEC §3); read only what a choice needs. */
export function alunosDe(usuario: Usuario | null): AlunoEscolha[] {
  return (usuario?.lstaluno ?? []).flatMap((a) => {
    if (!a || typeof a !== 'object') return [];
    const r = a as Record<string, unknown>;
    const codaluno = r.codaluno ?? r.codpessoa;
    if (codaluno === undefined || codaluno === null) return [];
    const codempresa = numero(r.codempresa);
    const anoletivo = numero(r.anoletivo);
    return [
      {
        codaluno: String(codaluno),
        nome: String(r.nome ?? r.nompessoa ?? r.nomaluno ?? codaluno),
        ...(r.codturma === undefined || r.codturma === null ? {} : { codturma: String(r.codturma) }),
        ...(codempresa === undefined ? {} : { codempresa }),
        ...(anoletivo === undefined ? {} : { anoletivo }),
      },
    ];
  });
}

/** What the person may choose, from the lists the login gave (the API checks the same lists). */
export function opcoesDe(usuario: Usuario | null): OpcoesContexto {
  return {
    empresas: usuario?.lstempresa ?? [],
    alunos: alunosDe(usuario),
    condominios: usuario?.lstcondomino ?? [],
  };
}

/** The context in words, as the menu shows it under the name: company, and student · class or building · unit. */
export function descreverContexto(
  usuario: Usuario | null,
  p: ParamsSistema,
): { empresa: string; detalhe: string } {
  const empresa = usuario?.lstempresa.find((e) => String(e.codempresa) === p.codEmpresa);
  const aluno = alunosDe(usuario).find((a) => a.codaluno === p.codAluno);
  const turma = empresa?.lstanoletivo
    .find((a) => String(a.anoletivo) === p.anoLetivo)
    ?.turmas.find((t) => t.codturma === p.codTurma);
  const condominio = usuario?.lstcondomino.find((c) => c.codcondomino === p.codcondomino);
  const turmaTexto = turma ? turma.descricao || turma.codturma : '';
  const partes = aluno
    ? [aluno.nome, turmaTexto]
    : turmaTexto
      ? [turmaTexto]
      : condominio
        ? [condominio.nomcondominio, condominio.identificacao]
        : [];
  return { empresa: empresa ? empresaNome(empresa) : '', detalhe: partes.filter(Boolean).join(' · ') };
}

/**
 * Saves a context (coddao 4 through the session), keeps SPEC §3's local choices in step, and reloads what the
 * context scopes (SPEC §2: pages other than home reload; the home refreshes its lists by itself).
 */
export async function aplicarContexto(sessao: Session, p: ParamsSistema, caminho: string): Promise<void> {
  const { usuario } = sessao;
  const empresa = usuario?.lstempresa.find((e) => String(e.codempresa) === p.codEmpresa);
  if (empresa && sessao.empresaSelecionada?.codempresa !== empresa.codempresa) {
    // SPEC §4: choosing a company recomputes the provider type at once.
    await sessao.setEmpresaSelecionada(normalizeEmpresaSelecionada(empresa));
  }
  await sessao.saveParams(p);
  const alunos = alunosDe(usuario);
  const condominio = usuario?.lstcondomino.find((c) => c.codcondomino === p.codcondomino) ?? null;
  const indiceAluno = alunos.findIndex((a) => a.codaluno === p.codAluno);
  await Promise.all([
    sessao.store.setCondominioSelecionado(condominio),
    p.anoLetivo
      ? storage.set(STORAGE_KEYS.anoLetivoSelecionado, p.anoLetivo)
      : storage.remove(STORAGE_KEYS.anoLetivoSelecionado),
    p.codTurma
      ? storage.set(STORAGE_KEYS.turmaSelecionada, p.codTurma)
      : storage.remove(STORAGE_KEYS.turmaSelecionada),
    indiceAluno >= 0
      ? storage.set(STORAGE_KEYS.selectedStudent, alunos[indiceAluno])
      : storage.remove(STORAGE_KEYS.selectedStudent),
    indiceAluno >= 0
      ? storage.set(STORAGE_KEYS.selectedStudentIndex, indiceAluno)
      : storage.remove(STORAGE_KEYS.selectedStudentIndex),
  ]);
  recarregarAposParametros(caminho);
}
