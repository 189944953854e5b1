import { defineCustomElement, IonItemOptions as Elemento } from '@ionic/core/components/ion-item-options.js';
import type { IonItemOptions as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-item-options>` in its own module (see ionic-preguicoso.md). */
export const IonItemOptions = /*@__PURE__*/ createComponent({
  tagName: 'ion-item-options',
  elementClass: Elemento,
  react: React,
  events: { onIonSwipe: 'ionSwipe' },
  defineCustomElement,
}) as unknown as typeof Tipo;
