import { defineCustomElement, IonCard as Elemento } from '@ionic/core/components/ion-card.js';
import type { IonCard as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';
import { roteavel } from './roteavel.tsx';

/** `<ion-card>` in its own module, with routerLink (see ionic-preguicoso.md). */
export const IonCard = /*@__PURE__*/ roteavel(
  createComponent({
    tagName: 'ion-card',
    elementClass: Elemento,
    react: React,
    events: {},
    defineCustomElement,
  }),
) as unknown as typeof Tipo;
