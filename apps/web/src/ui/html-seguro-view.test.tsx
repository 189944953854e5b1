import { MENSAGENS } from '@portal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HtmlSeguro } from './html-seguro-view.tsx';

describe('HtmlSeguro', () => {
  it('shows what is left of a document that parses without a body', () => {
    render(<HtmlSeguro html={'<div id="31"><frameset onload=alert(31)><p>resto</p></div>'} />);
    expect(screen.getByText('resto')).toBeTruthy();
    expect(screen.queryByText(MENSAGENS.nenhumDado)).toBeNull();
  });

  it("says 'Nenhum dado encontrado.' when nothing is left", () => {
    render(<HtmlSeguro html={'<div id="31"><frameset onload=alert(31)></frameset></div>'} />);
    expect(screen.getByText(MENSAGENS.nenhumDado)).toBeTruthy();
  });
});
