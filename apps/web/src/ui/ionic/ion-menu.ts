import { defineCustomElement, IonMenu as Elemento } from '@ionic/core/components/ion-menu.js';
import type { IonMenu as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-menu>` in its own module (see ionic-preguicoso.md). */
export const IonMenu = /*@__PURE__*/ createComponent({
  tagName: 'ion-menu',
  elementClass: Elemento,
  react: React,
  events: {
    onIonWillOpen: 'ionWillOpen',
    onIonWillClose: 'ionWillClose',
    onIonDidOpen: 'ionDidOpen',
    onIonDidClose: 'ionDidClose',
  },
  defineCustomElement,
}) as unknown as typeof Tipo;
