import {
  defineCustomElement,
  IonRippleEffect as Elemento,
} from '@ionic/core/components/ion-ripple-effect.js';
import type { IonRippleEffect as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-ripple-effect>` in its own module (see ionic-preguicoso.md). */
export const IonRippleEffect = /*@__PURE__*/ createComponent({
  tagName: 'ion-ripple-effect',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
