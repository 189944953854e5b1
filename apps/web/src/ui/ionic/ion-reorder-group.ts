import {
  defineCustomElement,
  IonReorderGroup as Elemento,
} from '@ionic/core/components/ion-reorder-group.js';
import type { IonReorderGroup as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-reorder-group>` in its own module (see ionic-preguicoso.md). */
export const IonReorderGroup = /*@__PURE__*/ createComponent({
  tagName: 'ion-reorder-group',
  elementClass: Elemento,
  react: React,
  events: {
    onIonItemReorder: 'ionItemReorder',
    onIonReorderStart: 'ionReorderStart',
    onIonReorderMove: 'ionReorderMove',
    onIonReorderEnd: 'ionReorderEnd',
  },
  defineCustomElement,
}) as unknown as typeof Tipo;
