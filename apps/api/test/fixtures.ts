import { hashDocumentParams, hashPassword } from '@portal/core';
import { DEMO_SENHA } from '../src/seed-data/index.ts';
import { DOCUMENT_SECRET, PASSWORD_SECRET } from './helper.ts';

/** The demo password as the app sends it (SPEC's HMAC), for logins built by hand. */
export function senhaHashDemo(): Promise<string> {
  return hashPassword(DEMO_SENHA, PASSWORD_SECRET);
}

/** A valid registration (coddao 94) with one small PDF attachment. */
export function cadastroValido(overrides: Record<string, unknown> = {}) {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  return {
    nome: 'Joana da Silva',
    cpf: '390.533.447-05',
    dtnascimento: '12/04/1990',
    sexo: 'F',
    email: 'joana.silva@exemplo.com.br',
    lsttelefone: [{ ddd: '11', tel: '987654321' }],
    endereco: { cep: '01001-000', logradouro: 'Praça da Sé', bairro: 'Sé', cidade: 'São Paulo', uf: 'SP' },
    anexos: [
      {
        base64: pdf.toString('base64'),
        filename: 'rg.pdf',
        filesize: pdf.length,
        filetype: 'application/pdf',
        dthcriacao: '2026-11-01T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** Path of a V3 document with its HMAC. */
export async function v3Path(doc: string, params: (string | number)[], hash?: string): Promise<string> {
  const h = hash ?? (await hashDocumentParams(params, DOCUMENT_SECRET));
  return `/api/V3/${doc}/${params.join('_')}/${h}`;
}

export const CPF = {
  ana: '529.982.247-25',
  bruno: '390.533.447-05',
  carla: '714.602.380-01',
  daniel: '252.016.480-88',
  elisa: '835.146.920-33',
  fabio: '046.795.231-07',
  gabriela: '318.472.659-28',
  henrique: '603.918.274-13',
  admin: '123.456.789-09',
  igor: '111.444.777-35',
  silvia: '482.159.736-55',
  paulo: '731.604.928-69',
  roberto: '265.873.014-44',
  sebastiao: '594.317.820-14',
} as const;
