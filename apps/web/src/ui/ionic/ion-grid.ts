import { defineCustomElement, IonGrid as Elemento } from '@ionic/core/components/ion-grid.js';
import type { IonGrid as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-grid>` in its own module (see ionic-preguicoso.md). */
export const IonGrid = /*@__PURE__*/ createComponent({
  tagName: 'ion-grid',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
