import {
  defineCustomElement,
  IonSelectOption as Elemento,
} from '@ionic/core/components/ion-select-option.js';
import type { IonSelectOption as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-select-option>` in its own module (see ionic-preguicoso.md). */
export const IonSelectOption = /*@__PURE__*/ createComponent({
  tagName: 'ion-select-option',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
