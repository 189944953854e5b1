import { defineCustomElement, IonRadio as Elemento } from '@ionic/core/components/ion-radio.js';
import type { IonRadio as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-radio>` in its own module (see ionic-preguicoso.md). */
export const IonRadio = /*@__PURE__*/ createComponent({
  tagName: 'ion-radio',
  elementClass: Elemento,
  react: React,
  events: { onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' },
  defineCustomElement,
}) as unknown as typeof Tipo;
