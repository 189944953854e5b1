import { defineCustomElement, IonTextarea as Elemento } from '@ionic/core/components/ion-textarea.js';
import type { IonTextarea as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-textarea>` in its own module (see ionic-preguicoso.md). */
export const IonTextarea = /*@__PURE__*/ createComponent({
  tagName: 'ion-textarea',
  elementClass: Elemento,
  react: React,
  events: { onIonChange: 'ionChange', onIonInput: 'ionInput', onIonBlur: 'ionBlur', onIonFocus: 'ionFocus' },
  defineCustomElement,
}) as unknown as typeof Tipo;
