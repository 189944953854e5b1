import {
  defineCustomElement,
  IonAccordionGroup as Elemento,
} from '@ionic/core/components/ion-accordion-group.js';
import type { IonAccordionGroup as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-accordion-group>` in its own module (see ionic-preguicoso.md). */
export const IonAccordionGroup = /*@__PURE__*/ createComponent({
  tagName: 'ion-accordion-group',
  elementClass: Elemento,
  react: React,
  events: { onIonChange: 'ionChange' },
  defineCustomElement,
}) as unknown as typeof Tipo;
