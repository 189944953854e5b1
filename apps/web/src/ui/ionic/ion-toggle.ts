import { defineCustomElement, IonToggle as Elemento } from '@ionic/core/components/ion-toggle.js';
import type { IonToggle as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-toggle>` in its own module (see ionic-preguicoso.md). */
export const IonToggle = /*@__PURE__*/ createComponent({
  tagName: 'ion-toggle',
  elementClass: Elemento,
  react: React,
  events: { onIonChange: 'ionChange', onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' },
  defineCustomElement,
}) as unknown as typeof Tipo;
