/** The five slots of the system-parameters string, in their order. */
export interface ParamsSistema {
  codEmpresa: string;
  anoLetivo: string;
  codTurma: string;
  codAluno: string;
  codcondomino: string;
}

/** Slot names in the order they are joined. */
export const PARAMS_SISTEMA_SLOTS = [
  'codEmpresa',
  'anoLetivo',
  'codTurma',
  'codAluno',
  'codcondomino',
] as const;
