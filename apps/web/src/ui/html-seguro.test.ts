import { describe, expect, it } from 'vitest';
import { sanitizarHtml } from './html-seguro.ts';

function html(fragmento: DocumentFragment): string {
  const caixa = document.createElement('div');
  caixa.append(fragmento);
  return caixa.innerHTML;
}

describe('sanitizarHtml', () => {
  it('drops scripts, event handlers, javascript: URLs, frames, forms and styles', () => {
    const limpo = html(
      sanitizarHtml(`<h1>Título</h1><script>window.__xss=1</script><img src="x" onerror="window.__xss=1">
        <a href="javascript:window.__xss=1">prêmio</a><iframe src="https://evil.example"></iframe>
        <p onclick="window.__xss=1">texto</p><svg><script>window.__xss=1</script></svg>
        <form action="https://evil.example"><input name="senha"></form><style>body{display:none}</style>
        <object data="x.swf"></object><embed src="x.swf"><base href="https://evil.example/">`),
    );
    expect(limpo).toContain('<h1>Título</h1>');
    expect(limpo).toContain('<p>texto</p>');
    expect(limpo).not.toMatch(
      /<script|onerror|onclick|javascript:|<iframe|<form|<input|<style|<object|<embed|<base/i,
    );
    expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('keeps document markup and opens links outside the app without an opener', () => {
    const limpo = html(
      sanitizarHtml(
        '<table><tr><th>Período</th><td>02/02/2026</td></tr></table><a href="https://www.gov.br">gov.br</a>',
      ),
    );
    expect(limpo).toContain('<th class="celula-curta">Período</th>');
    expect(limpo).toContain(
      '<a href="https://www.gov.br" target="_blank" rel="noopener noreferrer">gov.br</a>',
    );
  });

  it('puts every table in its own labelled, focusable scroll box; short cells never wrap (issue 10)', () => {
    const fragmento = sanitizarHtml(
      `<table><tr><td>12h00</td><td>${'texto longo '.repeat(5)}</td></tr></table><p>fim</p>`,
    );
    const caixa = fragmento.querySelector('.tabela-rolagem');
    expect(caixa?.getAttribute('role')).toBe('region');
    expect(caixa?.getAttribute('aria-label')).toMatch(/^Tabela/);
    expect(caixa?.getAttribute('tabindex')).toBe('0');
    expect(caixa?.querySelector('table')).not.toBeNull();
    const [curta, longa] = [...fragmento.querySelectorAll('td')];
    expect(curta?.classList.contains('celula-curta')).toBe(true);
    expect(longa?.classList.contains('celula-curta')).toBe(false);
  });

  it('no link leaves through SVG or an image map, nothing remote loads, no inline style (issue 11)', () => {
    const fragmento = sanitizarHtml(
      [
        '<svg><a href="https://evil.example"><text>svg</text></a></svg>',
        '<svg><a xlink:href="https://evil.example"><text>xlink</text></a></svg>',
        '<map name="m"><area href="https://evil.example" shape="rect" coords="0,0,9,9"></map>',
        '<img src="https://evil.example/x.png" srcset="https://evil.example/y.png 2x" alt="remota">',
        '<img src="data:image/png;base64,AAAA" alt="embutida">',
        '<img src="/assets/logo-padrao.svg" alt="local">',
        '<p style="position:fixed;inset:0;background:url(https://evil.example/z)">sobreposição</p>',
        '<a href="https://www.gov.br">gov.br</a>',
      ].join(''),
    );
    const comDestino = [...fragmento.querySelectorAll('[href], [*|href]')];
    expect(comDestino.map((el) => el.outerHTML)).toEqual([
      '<a href="https://www.gov.br" target="_blank" rel="noopener noreferrer">gov.br</a>',
    ]);
    const imagens = [...fragmento.querySelectorAll('img')].map((i) => [
      i.alt,
      i.getAttribute('src'),
      i.getAttribute('srcset'),
    ]);
    expect(imagens).toEqual([
      ['remota', null, null],
      ['embutida', 'data:image/png;base64,AAAA', null],
      ['local', '/assets/logo-padrao.svg', null],
    ]);
    expect(fragmento.querySelector('[style]')).toBeNull();
  });
});

describe('sanitizarHtml with HTML that parses without a body', () => {
  // One of DOMPurify's own test payloads: a frameset after other content leaves the parsed document with no
  // <body>, and DOMPurify then answers null instead of a fragment.
  it('keeps what is left of the document instead of throwing', () => {
    const fragmento = sanitizarHtml('<div id="31"><frameset onload=alert(31)><p>resto</p></div>');
    const limpo = html(fragmento);
    expect(limpo).not.toMatch(/frameset|onload|alert/i);
    expect(limpo).toContain('resto');
  });

  it('answers an empty fragment for a frameset alone', () => {
    expect(html(sanitizarHtml('<frameset onload=alert(1)></frameset>'))).toBe('');
  });
});
