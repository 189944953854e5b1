// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { codigoDoWrapper, lerWrappersIonic, marcarPuros } from '../vite-plugins/ionic-por-modulo.ts';

const exigir = createRequire(import.meta.url);
const caminhoBarrel = exigir.resolve('@ionic/react');
const barrel = readFileSync(caminhoBarrel, 'utf8');
const nodeModules = caminhoBarrel.slice(0, caminhoBarrel.lastIndexOf('node_modules') + 'node_modules'.length);

it('reads every component wrapper of the installed @ionic/react barrel, routing ones and ion-icon included', () => {
  const wrappers = lerWrappersIonic(barrel);
  const porTag = new Map(wrappers.map((w) => [w.tag, w]));
  expect(wrappers.length).toBeGreaterThanOrEqual(75);
  expect(porTag.get('ion-content')?.eventos).toContain("onIonScroll: 'ionScroll'");
  expect(porTag.get('ion-accordion')?.eventos).toBe('{}');
  for (const tag of ['ion-button', 'ion-item', 'ion-card', 'ion-router-link'])
    expect(porTag.get(tag)?.roteavel, tag).toBe(true);
  expect(porTag.get('ion-icon')?.modulo).toBe('ionicons/components/ion-icon.js');
  // Every generated module imports a file that exists and exports the class it names.
  for (const w of wrappers) {
    const fonte = readFileSync(join(nodeModules, w.modulo), 'utf8');
    expect(fonte, w.tag).toMatch(new RegExp(`\\b${w.nome}\\b`));
  }
});

it('generates the same createComponent call the barrel makes, wrapped for routing when the barrel routes', () => {
  const botao = {
    nome: 'IonButton',
    tag: 'ion-button',
    eventos: '{}',
    roteavel: true,
    modulo: 'x/ion-button.js',
  };
  expect(codigoDoWrapper(botao, '/r.tsx')).toBe(
    [
      "import { defineCustomElement, IonButton as Elemento } from 'x/ion-button.js';",
      "import { createComponent } from '@stencil/react-output-target/runtime';",
      "import React from 'react';",
      'import { roteavel } from "/r.tsx";',
      "export const IonButton = /*@__PURE__*/ roteavel(createComponent({ tagName: 'ion-button', elementClass: Elemento, react: React, events: {}, defineCustomElement }));",
    ].join('\n'),
  );
});

it('lets the bundler drop the barrel components the app never renders, and leaves valid JavaScript', async () => {
  const { parseAst } = await import('rolldown/parseAst');
  const marcado = marcarPuros(barrel);
  expect(() => parseAst(marcado)).not.toThrow();
  expect(marcado).not.toMatch(/extends React\.(Pure)?Component/);
  expect(marcado).toMatch(/^import React, \{ Component, PureComponent,/m);
  expect(marcado).toContain("const IonNav = /*@__PURE__*/ createForwardRef(IonNavInternal, 'IonNav');");
  expect(marcado).toContain('const IonNavInner = /*@__PURE__*/ createReactComponent(');
  // Every top-level wrapper call is marked once; nothing else changes.
  expect(marcado).not.toMatch(
    /^(?:export )?const \w+ = (?:React\.memo|React\.createContext|createForwardRef|createReactComponent)\(/m,
  );
  expect(marcado).not.toContain('/*@__PURE__*/ /*@__PURE__*/');
  expect(
    marcado
      .replace(/\/\*@__PURE__\*\/ /g, '')
      .replace(/extends (Pure)?Component/g, 'extends React.$1Component'),
  ).toBe(
    barrel
      .replace(/\/\*@__PURE__\*\/ /g, '')
      .replace(/^import React, \{/m, 'import React, { Component, PureComponent,'),
  );
  // A barrel shaped otherwise keeps its classes as they are.
  const outro = "import * as React from 'react';\nclass A extends React.Component {}\n";
  expect(marcarPuros(outro)).toBe(outro);
});
