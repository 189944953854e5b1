/** A phone of the user: area code and number. */
export interface Telefone {
  ddd: string;
  tel: string;
}

/** A class of a school year. */
export interface Turma {
  codturma: string;
  descricao?: string;
}

/** A school year (entity VO0642) with its classes. */
export interface AnoLetivo {
  anoletivo: number;
  turmas: Turma[];
}

/** A company the user belongs to (lstempresa entry). */
export interface Empresa {
  codempresa: number;
  codprestador: string;
  inscricao: string;
  nomempresa: string;
  lstanoletivo: AnoLetivo[];
}

/** The company chosen in the shell, stored under empresaSelecionada. */
export interface EmpresaSelecionada {
  codempresa: number;
  codprestador: string;
  nomempresa: string;
  lstanoletivo: AnoLetivo[];
}

/** A condominium of the user (lstcondomino entry). */
export interface Condominio {
  codcondomino: string;
  identificacao: string;
  nomcondominio: string;
}

/** The logged-in user, stored under usuario; optional scalars are absent when the server sent none or "0". */
export interface Usuario {
  token?: string;
  nompessoa?: string;
  nome?: string;
  sexo?: string;
  cpf?: string;
  foto?: string;
  lsttelefone: Telefone[];
  dtnascimento?: string;
  codpessoa?: string;
  codturma?: string;
  email?: string;
  inscricao?: string;
  codpessoacondomino?: string;
  codempresaselecionada?: string;
  codcondomino?: string;
  credenciais: string[];
  lstempresa: Empresa[];
  lstcondomino: Condominio[];
  /** Passed through as received; the inner fields of a student are not known. */
  lstaluno: unknown[];
  anosletivos?: string;
  paramsistema?: string;
  isMedico: boolean;
  codprestador?: string;
}

/** An item of a menu group. */
export interface MenuItem {
  titulo: string;
  icone: string;
  rota: string;
}

/** A group of the side menu. */
export interface MenuGrupo {
  titulo: string;
  icone: string;
  menus: MenuItem[];
}

/** The config record, stored under config. */
export interface Config {
  codempresa?: string;
  codescola?: string;
  codcopia?: string;
}

/** A file attached to a registration. */
export interface Anexo {
  base64: string;
  filename: string;
  filesize: number;
  filetype: string;
  /** ISO timestamp. */
  dthcriacao: string;
}
