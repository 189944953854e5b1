import { generateCpf, LIMITES_ANEXO, MENSAGENS } from '@portal/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONTAS,
  configurarApi,
  limparTudo,
  renderWithProviders,
  sessaoLogada,
} from '../../test/render-app.tsx';
import { useLoader } from '../../ui/feedback.tsx';
import { CadPessoaFPage } from './cadpessoaf-page.tsx';

type Alerta = HTMLElement & { header?: string; message?: string; dismiss(): Promise<boolean> };

/** Every loader text the page showed, in order (the loader is React state of the feedback provider). */
function SondaLoader({ vistos }: { vistos: string[] }) {
  const { mensagem } = useLoader();
  useEffect(() => {
    if (mensagem) vistos.push(mensagem);
  }, [mensagem, vistos]);
  return null;
}

async function abrirFormulario() {
  const store = await sessaoLogada(CONTAS.admin);
  const loader: string[] = [];
  renderWithProviders(
    <>
      <CadPessoaFPage />
      <SondaLoader vistos={loader} />
    </>,
    { route: '/cadpessoaf', store },
  );
  await screen.findByLabelText(/Nome completo/);
  return { loader, usuario: userEvent.setup() };
}

/** Waits for the open alert, checks it, and closes it as the OK button would. */
async function fecharAlerta(esperado: { header?: string; message: string }) {
  const alerta = await waitFor(
    () => {
      const aberto = [...document.querySelectorAll<Alerta>('ion-alert')].at(-1);
      expect(aberto?.message).toBe(esperado.message);
      return aberto as Alerta;
    },
    { timeout: 10_000 },
  );
  expect(alerta.header).toBe(esperado.header);
  // dismiss() is a no-op while the alert is still animating in, so it is retried until the alert is gone.
  await waitFor(
    async () => {
      await alerta.dismiss();
      expect(alerta.isConnected).toBe(false);
    },
    { timeout: 5_000 },
  );
}

function campo(rotulo: RegExp): HTMLInputElement {
  return screen.getByLabelText(rotulo) as HTMLInputElement;
}

async function preencherValido(usuario: ReturnType<typeof userEvent.setup>, cpf = generateCpf()) {
  await usuario.type(campo(/Nome completo/), 'Joana Batista Ferreira');
  await usuario.type(campo(/^CPF/), cpf);
  await usuario.type(campo(/Data de nascimento/), '15031990');
  await usuario.selectOptions(campo(/Sexo/), 'F');
  await usuario.type(campo(/E-mail/), 'joana@example.com.br');
  await usuario.type(campo(/Telefone com DDD/), '11987654321');
  await usuario.type(campo(/^CEP/), '01001000');
  await waitFor(() => expect(campo(/Logradouro/).value).toBe('Praça da Sé'), { timeout: 10_000 });
  await usuario.type(campo(/Número/), '100');
}

function enviar() {
  fireEvent.submit(screen.getByRole('form', { name: 'Cadastro de pessoa física' }));
}

beforeEach(async () => {
  await configurarApi();
  await limparTudo('/cadpessoaf');
  // Overlays live on document.body, outside what Testing Library unmounts.
  for (const sobra of document.querySelectorAll('ion-alert, ion-loading, ion-toast')) sobra.remove();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('cadpessoaf: masks', () => {
  it('formats CPF, birth date, phone and CEP while typing', async () => {
    const { usuario } = await abrirFormulario();
    await usuario.type(campo(/^CPF/), '39053344705');
    await usuario.type(campo(/Data de nascimento/), '15031990');
    await usuario.type(campo(/Telefone com DDD/), '1133334444');
    await usuario.type(campo(/^CEP/), '1310');
    expect(campo(/^CPF/).value).toBe('390.533.447-05');
    expect(campo(/Data de nascimento/).value).toBe('15/03/1990');
    expect(campo(/Telefone com DDD/).value).toBe('(11) 3333-4444');
    // An unfinished value keeps core's placeholder character where digits are still missing.
    expect(campo(/^CEP/).value).toBe('1310_-___');
  });

  it('refuses letters in the masked fields', async () => {
    const { usuario } = await abrirFormulario();
    await usuario.type(campo(/Data de nascimento/), 'ab12cd');
    expect(campo(/Data de nascimento/).value).toBe('12/__/____');
  });
});

describe('cadpessoaf: validation alerts (SPEC §5, §8)', () => {
  it("an invalid CPF shows 'Aviso: CPF inválido'", async () => {
    const { usuario } = await abrirFormulario();
    await usuario.type(campo(/Nome completo/), 'Joana Batista Ferreira');
    await usuario.type(campo(/^CPF/), '11111111111');
    enviar();
    await fecharAlerta({ message: MENSAGENS.cpfInvalido });
  });

  it("an unfinished birth date shows 'Data inválida'", async () => {
    const { usuario } = await abrirFormulario();
    await usuario.type(campo(/Nome completo/), 'Joana Batista Ferreira');
    await usuario.type(campo(/^CPF/), generateCpf());
    await usuario.type(campo(/Data de nascimento/), '150319');
    enviar();
    await fecharAlerta({ message: MENSAGENS.dataInvalida });
  });

  it.each([
    ['31022001', '31/02/2001'],
    ['29022023', '29/02/2023'],
    ['01011850', '01/01/1850'],
    ['15131990', '15/13/1990'],
  ])(
    "an impossible birth date %s stays %s as typed and shows 'Data inválida' (issue 10)",
    async (digitos, texto) => {
      const { usuario } = await abrirFormulario();
      await usuario.type(campo(/Nome completo/), 'Joana Batista Ferreira');
      await usuario.type(campo(/^CPF/), generateCpf());
      await usuario.type(campo(/Data de nascimento/), digitos);
      expect(campo(/Data de nascimento/).value).toBe(texto);
      enviar();
      await fecharAlerta({ message: MENSAGENS.dataInvalida });
    },
  );

  it("a phone without area code or too short shows 'Telefone inválido'", async () => {
    const { usuario } = await abrirFormulario();
    await usuario.type(campo(/Nome completo/), 'Joana Batista Ferreira');
    await usuario.type(campo(/^CPF/), generateCpf());
    await usuario.type(campo(/Data de nascimento/), '15031990');
    await usuario.selectOptions(campo(/Sexo/), 'F');
    await usuario.type(campo(/E-mail/), 'joana@example.com.br');
    await usuario.type(campo(/Telefone com DDD/), '9876');
    enviar();
    await fecharAlerta({ message: MENSAGENS.telefoneInvalido });
  });
});

describe('cadpessoaf: CEP lookup (SPEC §5, §7)', () => {
  it("fills logradouro, bairro, cidade and uf from 8 digits, with the loader 'Buscando endereço...'", async () => {
    const { usuario, loader } = await abrirFormulario();
    const chamadas = vi.spyOn(globalThis, 'fetch');
    await usuario.type(campo(/^CEP/), '0100100');
    expect(chamadas.mock.calls.filter(([url]) => String(url).includes('/ws/'))).toHaveLength(0);
    expect(loader).not.toContain(MENSAGENS.buscandoEndereco);
    await usuario.type(campo(/^CEP/), '0');
    await waitFor(() => expect(campo(/Logradouro/).value).toBe('Praça da Sé'), { timeout: 10_000 });
    expect(campo(/Bairro/).value).toBe('Sé');
    expect(campo(/Cidade/).value).toBe('São Paulo');
    expect(campo(/^UF/).value).toBe('SP');
    expect(campo(/^CEP/).value).toBe('01001-000');
    expect(loader).toContain(MENSAGENS.buscandoEndereco);
    expect(chamadas.mock.calls.filter(([url]) => String(url).includes('/ws/01001000/json'))).toHaveLength(1);
  });

  it("an unknown CEP shows 'Erro!' with SPEC's message and leaves the address unchanged", async () => {
    const { usuario } = await abrirFormulario();
    await usuario.type(campo(/Logradouro/), 'Rua Digitada');
    await usuario.type(campo(/Bairro/), 'Centro');
    await usuario.type(campo(/^CEP/), '99999999');
    await fecharAlerta({ header: MENSAGENS.tituloErro, message: MENSAGENS.cepNaoEncontrado });
    expect(campo(/Logradouro/).value).toBe('Rua Digitada');
    expect(campo(/Bairro/).value).toBe('Centro');
    expect(campo(/Cidade/).value).toBe('');
  });
});

describe('cadpessoaf: attachments', () => {
  it('states the limits before any upload and lists an accepted file', async () => {
    const { usuario } = await abrirFormulario();
    expect(
      screen.getByText(`Até ${LIMITES_ANEXO.maxArquivos} arquivos PDF, PNG ou JPG, com no máximo 5 MB cada.`),
    ).toBeTruthy();
    const arquivo = new File(['%PDF-1.4 documento'], 'rg.pdf', { type: 'application/pdf' });
    await usuario.upload(screen.getByTestId('anexo-arquivo'), arquivo);
    await screen.findByText('rg.pdf');
  });

  it('refuses a file over the size limit and a type outside the list, with an alert each', async () => {
    await abrirFormulario();
    const grande = new File([new Uint8Array(LIMITES_ANEXO.maxBytes + 1)], 'exame.pdf', {
      type: 'application/pdf',
    });
    fireEvent.change(screen.getByTestId('anexo-arquivo'), { target: { files: [grande] } });
    await fecharAlerta({
      header: 'Aviso',
      message: 'O arquivo "exame.pdf" tem 5 MB e passa do limite de 5 MB.',
    });
    const planilha = new File(['a;b'], 'dados.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('anexo-arquivo'), { target: { files: [planilha] } });
    await fecharAlerta({ header: 'Aviso', message: 'O arquivo "dados.csv" não é PDF, PNG ou JPG.' });
    expect(screen.queryByText('exame.pdf')).toBeNull();
    expect(screen.queryByText('dados.csv')).toBeNull();
  });

  it('accepts at most the stated number of files', async () => {
    await abrirFormulario();
    const fotos = Array.from(
      { length: LIMITES_ANEXO.maxArquivos + 1 },
      (_, i) => new File([`foto ${i}`], `foto-${i}.jpg`, { type: 'image/jpeg' }),
    );
    fireEvent.change(screen.getByTestId('anexo-camera'), { target: { files: fotos } });
    await fecharAlerta({
      header: 'Aviso',
      message: `Você pode anexar no máximo ${LIMITES_ANEXO.maxArquivos} arquivos.`,
    });
    await screen.findByText(`foto-${LIMITES_ANEXO.maxArquivos - 1}.jpg`);
    expect(screen.queryByText(`foto-${LIMITES_ANEXO.maxArquivos}.jpg`)).toBeNull();
  });
});

describe('cadpessoaf: submission (coddao 94)', () => {
  it('a double submit sends one registration with one Idempotency-Key and shows its protocol', async () => {
    const { usuario } = await abrirFormulario();
    await preencherValido(usuario);
    await usuario.upload(
      screen.getByTestId('anexo-arquivo'),
      new File(['%PDF-1.4 comprovante'], 'comprovante.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText('comprovante.pdf');
    const chamadas = vi.spyOn(globalThis, 'fetch');
    enviar();
    enviar();
    await screen.findByText(/^CP\d{4}-\d{6}$/, undefined, { timeout: 10_000 });
    const cadastros = chamadas.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/V4') && JSON.parse(String(init?.body ?? '{}')).coddao === 94,
    );
    expect(cadastros).toHaveLength(1);
    const [, init] = cadastros[0] ?? [];
    const cabecalhos = new Headers(init?.headers);
    expect(cabecalhos.get('Idempotency-Key')).toMatch(/^[\x21-\x7e]{1,255}$/);
    const corpo = JSON.parse(String(init?.body)) as {
      conteudo: {
        cpf: string;
        lsttelefone: unknown;
        endereco: Record<string, string>;
        anexos: { filename: string }[];
      };
    };
    expect(corpo.conteudo.lsttelefone).toEqual([{ ddd: '11', tel: '987654321' }]);
    expect(corpo.conteudo.endereco).toMatchObject({
      cep: '01001000',
      logradouro: 'Praça da Sé',
      uf: 'SP',
      numero: '100',
    });
    expect(corpo.conteudo.anexos.map((a) => a.filename)).toEqual(['comprovante.pdf']);
  });
});
