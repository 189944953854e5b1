import type { IonIcon as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import { defineCustomElement, IonIcon as Elemento } from 'ionicons/components/ion-icon.js';
import React from 'react';

/** `<ion-icon>` in its own module (see ionic-preguicoso.md); the app passes `icon` (SVG data) or a registered `name`. */
export const IonIcon = /*@__PURE__*/ createComponent({
  tagName: 'ion-icon',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
