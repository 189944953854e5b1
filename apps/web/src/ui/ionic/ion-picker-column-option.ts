import {
  defineCustomElement,
  IonPickerColumnOption as Elemento,
} from '@ionic/core/components/ion-picker-column-option.js';
import type { IonPickerColumnOption as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-picker-column-option>` in its own module (see ionic-preguicoso.md). */
export const IonPickerColumnOption = /*@__PURE__*/ createComponent({
  tagName: 'ion-picker-column-option',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
