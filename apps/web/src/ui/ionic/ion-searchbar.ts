import { defineCustomElement, IonSearchbar as Elemento } from '@ionic/core/components/ion-searchbar.js';
import type { IonSearchbar as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-searchbar>` in its own module (see ionic-preguicoso.md). */
export const IonSearchbar = /*@__PURE__*/ createComponent({
  tagName: 'ion-searchbar',
  elementClass: Elemento,
  react: React,
  events: {
    onIonInput: 'ionInput',
    onIonChange: 'ionChange',
    onIonCancel: 'ionCancel',
    onIonClear: 'ionClear',
    onIonBlur: 'ionBlur',
    onIonFocus: 'ionFocus',
  },
  defineCustomElement,
}) as unknown as typeof Tipo;
