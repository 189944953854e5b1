import { defineCustomElement, IonButtons as Elemento } from '@ionic/core/components/ion-buttons.js';
import type { IonButtons as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-buttons>` in its own module (see ionic-preguicoso.md). */
export const IonButtons = /*@__PURE__*/ createComponent({
  tagName: 'ion-buttons',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
