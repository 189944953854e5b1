import { defineCustomElement, IonDatetime as Elemento } from '@ionic/core/components/ion-datetime.js';
import type { IonDatetime as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-datetime>` in its own module (see ionic-preguicoso.md). */
export const IonDatetime = /*@__PURE__*/ createComponent({
  tagName: 'ion-datetime',
  elementClass: Elemento,
  react: React,
  events: {
    onIonCancel: 'ionCancel',
    onIonChange: 'ionChange',
    onIonFocus: 'ionFocus',
    onIonBlur: 'ionBlur',
  },
  defineCustomElement,
}) as unknown as typeof Tipo;
