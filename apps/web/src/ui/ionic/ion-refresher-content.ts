import {
  defineCustomElement,
  IonRefresherContent as Elemento,
} from '@ionic/core/components/ion-refresher-content.js';
import type { IonRefresherContent as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-refresher-content>` in its own module (see ionic-preguicoso.md). */
export const IonRefresherContent = /*@__PURE__*/ createComponent({
  tagName: 'ion-refresher-content',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
