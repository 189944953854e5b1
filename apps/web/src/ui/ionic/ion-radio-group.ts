import { defineCustomElement, IonRadioGroup as Elemento } from '@ionic/core/components/ion-radio-group.js';
import type { IonRadioGroup as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-radio-group>` in its own module (see ionic-preguicoso.md). */
export const IonRadioGroup = /*@__PURE__*/ createComponent({
  tagName: 'ion-radio-group',
  elementClass: Elemento,
  react: React,
  events: { onIonChange: 'ionChange' },
  defineCustomElement,
}) as unknown as typeof Tipo;
