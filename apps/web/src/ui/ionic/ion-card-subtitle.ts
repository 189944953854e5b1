import {
  defineCustomElement,
  IonCardSubtitle as Elemento,
} from '@ionic/core/components/ion-card-subtitle.js';
import type { IonCardSubtitle as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-card-subtitle>` in its own module (see ionic-preguicoso.md). */
export const IonCardSubtitle = /*@__PURE__*/ createComponent({
  tagName: 'ion-card-subtitle',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
