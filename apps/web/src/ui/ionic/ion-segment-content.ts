import {
  defineCustomElement,
  IonSegmentContent as Elemento,
} from '@ionic/core/components/ion-segment-content.js';
import type { IonSegmentContent as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-segment-content>` in its own module (see ionic-preguicoso.md). */
export const IonSegmentContent = /*@__PURE__*/ createComponent({
  tagName: 'ion-segment-content',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
