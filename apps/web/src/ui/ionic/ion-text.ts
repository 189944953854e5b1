import { defineCustomElement, IonText as Elemento } from '@ionic/core/components/ion-text.js';
import type { IonText as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-text>` in its own module (see ionic-preguicoso.md). */
export const IonText = /*@__PURE__*/ createComponent({
  tagName: 'ion-text',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
