import {
  defineCustomElement,
  IonPickerColumn as Elemento,
} from '@ionic/core/components/ion-picker-column.js';
import type { IonPickerColumn as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-picker-column>` in its own module (see ionic-preguicoso.md). */
export const IonPickerColumn = /*@__PURE__*/ createComponent({
  tagName: 'ion-picker-column',
  elementClass: Elemento,
  react: React,
  events: { onIonChange: 'ionChange' },
  defineCustomElement,
}) as unknown as typeof Tipo;
