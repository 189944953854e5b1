import { defineCustomElement, IonSpinner as Elemento } from '@ionic/core/components/ion-spinner.js';
import type { IonSpinner as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-spinner>` in its own module (see ionic-preguicoso.md). */
export const IonSpinner = /*@__PURE__*/ createComponent({
  tagName: 'ion-spinner',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
