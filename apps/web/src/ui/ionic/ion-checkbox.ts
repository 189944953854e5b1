import { defineCustomElement, IonCheckbox as Elemento } from '@ionic/core/components/ion-checkbox.js';
import type { IonCheckbox as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-checkbox>` in its own module (see ionic-preguicoso.md). */
export const IonCheckbox = /*@__PURE__*/ createComponent({
  tagName: 'ion-checkbox',
  elementClass: Elemento,
  react: React,
  events: { onIonChange: 'ionChange', onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' },
  defineCustomElement,
}) as unknown as typeof Tipo;
