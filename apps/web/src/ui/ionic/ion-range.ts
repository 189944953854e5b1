import { defineCustomElement, IonRange as Elemento } from '@ionic/core/components/ion-range.js';
import type { IonRange as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-range>` in its own module (see ionic-preguicoso.md). */
export const IonRange = /*@__PURE__*/ createComponent({
  tagName: 'ion-range',
  elementClass: Elemento,
  react: React,
  events: {
    onIonChange: 'ionChange',
    onIonInput: 'ionInput',
    onIonFocus: 'ionFocus',
    onIonBlur: 'ionBlur',
    onIonKnobMoveStart: 'ionKnobMoveStart',
    onIonKnobMoveEnd: 'ionKnobMoveEnd',
  },
  defineCustomElement,
}) as unknown as typeof Tipo;
