import { defineCustomElement, IonLabel as Elemento } from '@ionic/core/components/ion-label.js';
import type { IonLabel as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-label>` in its own module (see ionic-preguicoso.md). */
export const IonLabel = /*@__PURE__*/ createComponent({
  tagName: 'ion-label',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
