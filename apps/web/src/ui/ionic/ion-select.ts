import { defineCustomElement, IonSelect as Elemento } from '@ionic/core/components/ion-select.js';
import type { IonSelect as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-select>` in its own module (see ionic-preguicoso.md). */
export const IonSelect = /*@__PURE__*/ createComponent({
  tagName: 'ion-select',
  elementClass: Elemento,
  react: React,
  events: {
    onIonChange: 'ionChange',
    onIonCancel: 'ionCancel',
    onIonDismiss: 'ionDismiss',
    onIonFocus: 'ionFocus',
    onIonBlur: 'ionBlur',
  },
  defineCustomElement,
}) as unknown as typeof Tipo;
