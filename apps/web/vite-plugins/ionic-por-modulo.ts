import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** One component wrapper of `@ionic/react`, read from the barrel itself. */
export interface WrapperIonic {
  /** The React name (`IonButton`), also the element class exported by `@ionic/core/components/<tag>.js`. */
  nome: string;
  tag: string;
  /** The barrel's `events` object literal, as source text. */
  eventos: string;
  /** Built by the barrel's `createRoutingComponent` (`routerLink` navigates through Ionic's NavContext). */
  roteavel: boolean;
  /** Where the element class and `defineCustomElement` come from, as the barrel imports it. */
  modulo: string;
}

const VIRTUAL_BARREL = '\0portal-ionic-react';
const VIRTUAL_COMPONENTE = '\0portal-ionic/';
const ROTEAVEL = fileURLToPath(new URL('../src/ui/ionic/roteavel.tsx', import.meta.url));
const PASTA_ROTEAVEL = fileURLToPath(new URL('../src/ui/ionic/', import.meta.url));

/**
 * Reads every `createComponent({ tagName, events })` and `createRoutingComponent(tag)` of `@ionic/react`'s
 * published barrel, so the per-component modules follow whatever Ionic version is installed.
 */
export function lerWrappersIonic(fonte: string): WrapperIonic[] {
  const modulo = (tag: string) => new RegExp(`from '([^']*/${tag}\\.js)'`).exec(fonte)?.[1] ?? '';
  const wrappers: WrapperIonic[] = [];
  const simples =
    /const (Ion\w+) = \/\*@__PURE__\*\/ createComponent\(\{\s*tagName: '(ion-[a-z-]+)',[\s\S]*?events: (\{[^}]*\}),/g;
  for (const [, nome = '', tag = '', eventos = ''] of fonte.matchAll(simples)) {
    wrappers.push({ nome, tag, eventos, roteavel: false, modulo: modulo(tag) });
  }
  const rotas = /const (Ion\w+) = \/\*@__PURE__\*\/ createRoutingComponent\('(ion-[a-z-]+)'/g;
  for (const [, nome = '', tag = ''] of fonte.matchAll(rotas)) {
    wrappers.push({ nome, tag, eventos: '{}', roteavel: true, modulo: modulo(tag) });
  }
  // The barrel wraps ionicons' <ion-icon> in a class of its own; the app only passes `icon` or `name`, which the
  // plain wrapper forwards as well.
  if (/createReactComponent\('ion-icon'/.test(fonte))
    wrappers.push({
      nome: 'IonIcon',
      tag: 'ion-icon',
      eventos: '{}',
      roteavel: false,
      modulo: modulo('ion-icon'),
    });
  return wrappers.filter((w) => w.modulo !== '').sort((a, b) => a.tag.localeCompare(b.tag));
}

/** The source of one generated wrapper module (the same wrapper the barrel builds, in a module of its own). */
export function codigoDoWrapper(w: WrapperIonic, roteavel = ROTEAVEL): string {
  const componente = `createComponent({ tagName: '${w.tag}', elementClass: Elemento, react: React, events: ${w.eventos}, defineCustomElement })`;
  return [
    `import { defineCustomElement, ${w.nome} as Elemento } from '${w.modulo}';`,
    "import { createComponent } from '@stencil/react-output-target/runtime';",
    "import React from 'react';",
    ...(w.roteavel ? [`import { roteavel } from ${JSON.stringify(roteavel)};`] : []),
    `export const ${w.nome} = /*@__PURE__*/ ${w.roteavel ? `roteavel(${componente})` : componente};`,
  ].join('\n');
}

const BARREL_REAL = /node_modules[\\/]@ionic[\\/]react[\\/]dist[\\/]index\.js$/;

/**
 * Lets the bundler drop what the app never renders from the real barrel, with the web components it defines
 * (issue 12: `ion-nav`, `ion-tabs`, `ion-tab-bar`, `ion-tab-button`, `ion-back-button` and ionicons' element were
 * ~57 KB of the home's shell chunk). Two things kept them: the wrapper calls Ionic left without a pure mark
 * (`IonNav`, `IonTabBar`, `IonPage`…), and every class component, since `extends React.Component` reads a
 * property, which the bundler must assume may run code; the same class from an imported binding reads nothing.
 */
export function marcarPuros(fonte: string): string {
  // Only where the barrel imports React as this expects; another shape keeps its classes as they are.
  const IMPORT_REACT = /^import React, \{(?![^}]*\bComponent\b)/m;
  const classes = IMPORT_REACT.test(fonte)
    ? fonte
        .replace(IMPORT_REACT, 'import React, { Component, PureComponent,')
        .replace(/\bextends React\.(Pure)?Component\b/g, 'extends $1Component')
    : fonte;
  return classes.replace(
    /^((?:export )?const \w+ = )(?!\/\*@__PURE__\*\/)((?:React\.memo|React\.createContext|createForwardRef|createReactComponent)\()/gm,
    '$1/*@__PURE__*/ $2',
  );
}

/**
 * `@ionic/react` is one barrel: a component any lazy page uses is defined by the barrel, which sits in the entry
 * chunk, so it would ship on the first route. In the build, the app's imports of `@ionic/react` get the same
 * wrappers one module per component (generated here from the installed barrel, so each lands in the chunks that
 * use it) and everything else (router outlet, page, overlays, hooks) from the real barrel.
 */
export function ionicPorModulo(): Plugin {
  let wrappers: Map<string, WrapperIonic> | null = null;
  const carregar = () => {
    if (!wrappers) {
      const barrel = createRequire(import.meta.url).resolve('@ionic/react');
      wrappers = new Map(lerWrappersIonic(readFileSync(barrel, 'utf8')).map((w) => [w.tag, w]));
      if (wrappers.size === 0) throw new Error('Nenhum componente encontrado no barrel de @ionic/react.');
    }
    return wrappers;
  };
  return {
    name: 'portal-ionic-por-modulo',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith(VIRTUAL_COMPONENTE)) return { id: source, moduleSideEffects: false };
      if (source !== '@ionic/react' || !importer || importer.startsWith('\0')) return null;
      if (importer.startsWith(PASTA_ROTEAVEL) || !importer.includes('/apps/web/src/')) return null;
      return { id: VIRTUAL_BARREL, moduleSideEffects: false };
    },
    transform: {
      // Filtered by the bundler itself: the other modules never cross into this hook.
      filter: { id: BARREL_REAL },
      handler: (codigo) => ({ code: marcarPuros(codigo), map: null }),
    },
    load(id) {
      if (id === VIRTUAL_BARREL) {
        // Named re-exports win over the star export, so these names come from the per-component modules.
        const linhas = ["export * from '@ionic/react';"];
        for (const w of carregar().values())
          linhas.push(`export { ${w.nome} } from ${JSON.stringify(VIRTUAL_COMPONENTE + w.tag)};`);
        return linhas.join('\n');
      }
      if (!id.startsWith(VIRTUAL_COMPONENTE)) return null;
      const w = carregar().get(id.slice(VIRTUAL_COMPONENTE.length));
      if (!w) throw new Error(`Componente Ionic desconhecido: ${id.slice(1)}`);
      return codigoDoWrapper(w);
    },
  };
}
