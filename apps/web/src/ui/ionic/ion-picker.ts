import { defineCustomElement, IonPicker as Elemento } from '@ionic/core/components/ion-picker.js';
import type { IonPicker as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-picker>` in its own module (see ionic-preguicoso.md). */
export const IonPicker = /*@__PURE__*/ createComponent({
  tagName: 'ion-picker',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
