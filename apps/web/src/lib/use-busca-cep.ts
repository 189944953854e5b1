import { type CepResult, isCepLookupable, MENSAGENS, stripCep } from '@portal/core';
import { useRef } from 'react';
import { useFeedback } from '../ui/feedback.tsx';
import { buscarCep } from './api-client.ts';

/**
 * SPEC §7's CEP lookup as a form uses it: from 8 digits only (SPEC §5), once per CEP typed, SPEC §8's alert when
 * nothing is found; `aoEncontrar` fills the address. `esquecer` lets the same CEP be looked up again.
 */
export function useBuscaCep(aoEncontrar: (resultado: CepResult) => void) {
  const { alert } = useFeedback();
  const ultimo = useRef('');
  async function buscar(cep: string): Promise<void> {
    const digitos = stripCep(cep);
    if (!isCepLookupable(digitos)) {
      ultimo.current = '';
      return;
    }
    if (digitos === ultimo.current) return;
    ultimo.current = digitos;
    const resultado = await buscarCep(digitos);
    if (resultado.erro) {
      await alert({ header: MENSAGENS.tituloErro, message: MENSAGENS.cepNaoEncontrado });
      return;
    }
    aoEncontrar(resultado);
  }
  return {
    buscar,
    esquecer: () => {
      ultimo.current = '';
    },
  };
}
