import { defineCustomElement, IonItem as Elemento } from '@ionic/core/components/ion-item.js';
import type { IonItem as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';
import { roteavel } from './roteavel.tsx';

/** `<ion-item>` in its own module, with routerLink (see ionic-preguicoso.md). */
export const IonItem = /*@__PURE__*/ roteavel(
  createComponent({
    tagName: 'ion-item',
    elementClass: Elemento,
    react: React,
    events: {},
    defineCustomElement,
  }),
) as unknown as typeof Tipo;
