import { defineCustomElement, IonContent as Elemento } from '@ionic/core/components/ion-content.js';
import type { IonContent as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-content>` in its own module (see ionic-preguicoso.md). */
export const IonContent = /*@__PURE__*/ createComponent({
  tagName: 'ion-content',
  elementClass: Elemento,
  react: React,
  events: { onIonScrollStart: 'ionScrollStart', onIonScroll: 'ionScroll', onIonScrollEnd: 'ionScrollEnd' },
  defineCustomElement,
}) as unknown as typeof Tipo;
