import { MENSAGENS_SENHA } from '@portal/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { errosDaSenhaNova, ParSenhaNova } from './campo-senha-nova.tsx';

function Formulario() {
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const erros = senha ? errosDaSenhaNova(senha, confirmacao, { cpf: '52998224725' }) : {};
  return (
    <ParSenhaNova
      senha={senha}
      confirmacao={confirmacao}
      aoMudarSenha={setSenha}
      aoMudarConfirmacao={setConfirmacao}
      erros={erros}
    />
  );
}

describe('the new password fields', () => {
  it('show the strength while typing, and core’s reason beside the field, read with it', () => {
    render(<Formulario />);
    const nova = screen.getByLabelText('Nova senha');
    expect(screen.queryByText(/Força da senha/)).toBeNull();
    fireEvent.change(nova, { target: { value: 'senha123' } });
    expect(screen.getByText('Força da senha: Muito fraca')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MENSAGENS_SENHA.comum);
    expect(nova.getAttribute('aria-invalid')).toBe('true');
    expect(nova.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);

    fireEvent.change(nova, { target: { value: '52998224725' } });
    expect(screen.getByRole('alert').textContent).toBe(MENSAGENS_SENHA.pessoal);

    fireEvent.change(nova, { target: { value: 'Correto-Cavalo-Bateria-9' } });
    expect(screen.getByText('Força da senha: Forte')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MENSAGENS_SENHA.diferentes);
    fireEvent.change(screen.getByLabelText('Repita a nova senha'), {
      target: { value: 'Correto-Cavalo-Bateria-9' },
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
