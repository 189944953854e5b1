import { defineCustomElement, IonItemSliding as Elemento } from '@ionic/core/components/ion-item-sliding.js';
import type { IonItemSliding as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-item-sliding>` in its own module (see ionic-preguicoso.md). */
export const IonItemSliding = /*@__PURE__*/ createComponent({
  tagName: 'ion-item-sliding',
  elementClass: Elemento,
  react: React,
  events: { onIonDrag: 'ionDrag' },
  defineCustomElement,
}) as unknown as typeof Tipo;
