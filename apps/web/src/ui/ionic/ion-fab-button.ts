import { defineCustomElement, IonFabButton as Elemento } from '@ionic/core/components/ion-fab-button.js';
import type { IonFabButton as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';
import { roteavel } from './roteavel.tsx';

/** `<ion-fab-button>` in its own module, with routerLink (see ionic-preguicoso.md). */
export const IonFabButton = /*@__PURE__*/ roteavel(
  createComponent({
    tagName: 'ion-fab-button',
    elementClass: Elemento,
    react: React,
    events: {},
    defineCustomElement,
  }),
) as unknown as typeof Tipo;
