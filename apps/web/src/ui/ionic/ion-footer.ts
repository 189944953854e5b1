import { defineCustomElement, IonFooter as Elemento } from '@ionic/core/components/ion-footer.js';
import type { IonFooter as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-footer>` in its own module (see ionic-preguicoso.md). */
export const IonFooter = /*@__PURE__*/ createComponent({
  tagName: 'ion-footer',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
