import { defineCustomElement, IonItemOption as Elemento } from '@ionic/core/components/ion-item-option.js';
import type { IonItemOption as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';
import { roteavel } from './roteavel.tsx';

/** `<ion-item-option>` in its own module, with routerLink (see ionic-preguicoso.md). */
export const IonItemOption = /*@__PURE__*/ roteavel(
  createComponent({
    tagName: 'ion-item-option',
    elementClass: Elemento,
    react: React,
    events: {},
    defineCustomElement,
  }),
) as unknown as typeof Tipo;
