import {
  defineCustomElement,
  IonDatetimeButton as Elemento,
} from '@ionic/core/components/ion-datetime-button.js';
import type { IonDatetimeButton as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-datetime-button>` in its own module (see ionic-preguicoso.md). */
export const IonDatetimeButton = /*@__PURE__*/ createComponent({
  tagName: 'ion-datetime-button',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
