import { defineCustomElement, IonAccordion as Elemento } from '@ionic/core/components/ion-accordion.js';
import type { IonAccordion as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-accordion>` in its own module (see ionic-preguicoso.md). */
export const IonAccordion = /*@__PURE__*/ createComponent({
  tagName: 'ion-accordion',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
