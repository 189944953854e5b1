import { type EnderecoPostal as Endereco, mascaras } from '@portal/core';
import { CampoTexto } from './campo-texto.tsx';

/** The address block; the CEP field triggers the lookup through `onCep`. */
export function EnderecoCampos({
  endereco,
  onEndereco,
  onCep,
}: {
  endereco: Endereco;
  onEndereco: (e: Endereco) => void;
  onCep: (cep: string) => void;
}) {
  const campo = (nome: keyof Endereco) => (valor: string) => onEndereco({ ...endereco, [nome]: valor });
  return (
    <fieldset>
      <legend>Endereço</legend>
      <div className="modulo-formulario-grade">
        <CampoTexto
          rotulo="CEP"
          name="cep"
          valor={endereco.cep}
          onValor={onCep}
          mascara={mascaras.cep}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          ajuda="O endereço é preenchido ao completar os 8 dígitos."
          obrigatorio
        />
        <CampoTexto
          rotulo="Logradouro"
          name="logradouro"
          valor={endereco.logradouro}
          onValor={campo('logradouro')}
          autoComplete="address-line1"
          obrigatorio
        />
        <CampoTexto
          rotulo="Número"
          name="numero"
          valor={endereco.numero}
          onValor={campo('numero')}
          maxLength={20}
        />
        <CampoTexto
          rotulo="Complemento"
          name="complemento"
          valor={endereco.complemento}
          onValor={campo('complemento')}
          autoComplete="address-line2"
          maxLength={100}
        />
        <CampoTexto
          rotulo="Bairro"
          name="bairro"
          valor={endereco.bairro}
          onValor={campo('bairro')}
          obrigatorio
        />
        <CampoTexto
          rotulo="Cidade"
          name="cidade"
          valor={endereco.cidade}
          onValor={campo('cidade')}
          autoComplete="address-level2"
          obrigatorio
        />
        <CampoTexto
          rotulo="UF"
          name="uf"
          valor={endereco.uf}
          onValor={(v) => onEndereco({ ...endereco, uf: v.toUpperCase() })}
          autoComplete="address-level1"
          maxLength={2}
          obrigatorio
        />
      </div>
    </fieldset>
  );
}
