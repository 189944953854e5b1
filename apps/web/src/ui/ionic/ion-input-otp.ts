import { defineCustomElement, IonInputOtp as Elemento } from '@ionic/core/components/ion-input-otp.js';
import type { IonInputOtp as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-input-otp>` in its own module (see ionic-preguicoso.md). */
export const IonInputOtp = /*@__PURE__*/ createComponent({
  tagName: 'ion-input-otp',
  elementClass: Elemento,
  react: React,
  events: {
    onIonInput: 'ionInput',
    onIonChange: 'ionChange',
    onIonComplete: 'ionComplete',
    onIonBlur: 'ionBlur',
    onIonFocus: 'ionFocus',
  },
  defineCustomElement,
}) as unknown as typeof Tipo;
