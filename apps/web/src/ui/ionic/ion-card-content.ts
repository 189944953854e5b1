import { defineCustomElement, IonCardContent as Elemento } from '@ionic/core/components/ion-card-content.js';
import type { IonCardContent as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-card-content>` in its own module (see ionic-preguicoso.md). */
export const IonCardContent = /*@__PURE__*/ createComponent({
  tagName: 'ion-card-content',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
