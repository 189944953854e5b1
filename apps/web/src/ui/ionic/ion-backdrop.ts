import { defineCustomElement, IonBackdrop as Elemento } from '@ionic/core/components/ion-backdrop.js';
import type { IonBackdrop as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-backdrop>` in its own module (see ionic-preguicoso.md). */
export const IonBackdrop = /*@__PURE__*/ createComponent({
  tagName: 'ion-backdrop',
  elementClass: Elemento,
  react: React,
  events: { onIonBackdropTap: 'ionBackdropTap' },
  defineCustomElement,
}) as unknown as typeof Tipo;
