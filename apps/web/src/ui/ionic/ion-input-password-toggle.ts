import {
  defineCustomElement,
  IonInputPasswordToggle as Elemento,
} from '@ionic/core/components/ion-input-password-toggle.js';
import type { IonInputPasswordToggle as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-input-password-toggle>` in its own module (see ionic-preguicoso.md). */
export const IonInputPasswordToggle = /*@__PURE__*/ createComponent({
  tagName: 'ion-input-password-toggle',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
