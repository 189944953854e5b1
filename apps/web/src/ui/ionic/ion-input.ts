import { defineCustomElement, IonInput as Elemento } from '@ionic/core/components/ion-input.js';
import type { IonInput as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-input>` in its own module (see ionic-preguicoso.md). */
export const IonInput = /*@__PURE__*/ createComponent({
  tagName: 'ion-input',
  elementClass: Elemento,
  react: React,
  events: { onIonInput: 'ionInput', onIonChange: 'ionChange', onIonBlur: 'ionBlur', onIonFocus: 'ionFocus' },
  defineCustomElement,
}) as unknown as typeof Tipo;
