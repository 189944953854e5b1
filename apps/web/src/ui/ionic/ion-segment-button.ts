import {
  defineCustomElement,
  IonSegmentButton as Elemento,
} from '@ionic/core/components/ion-segment-button.js';
import type { IonSegmentButton as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-segment-button>` in its own module (see ionic-preguicoso.md). */
export const IonSegmentButton = /*@__PURE__*/ createComponent({
  tagName: 'ion-segment-button',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
