import { defineCustomElement, IonButton as Elemento } from '@ionic/core/components/ion-button.js';
import type { IonButton as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';
import { roteavel } from './roteavel.tsx';

/** `<ion-button>` in its own module, with routerLink (see ionic-preguicoso.md). */
export const IonButton = /*@__PURE__*/ roteavel(
  createComponent({
    tagName: 'ion-button',
    elementClass: Elemento,
    react: React,
    events: {},
    defineCustomElement,
  }),
) as unknown as typeof Tipo;
