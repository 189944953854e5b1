import { defineCustomElement, IonCardTitle as Elemento } from '@ionic/core/components/ion-card-title.js';
import type { IonCardTitle as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-card-title>` in its own module (see ionic-preguicoso.md). */
export const IonCardTitle = /*@__PURE__*/ createComponent({
  tagName: 'ion-card-title',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
