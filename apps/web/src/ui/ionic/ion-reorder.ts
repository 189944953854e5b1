import { defineCustomElement, IonReorder as Elemento } from '@ionic/core/components/ion-reorder.js';
import type { IonReorder as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-reorder>` in its own module (see ionic-preguicoso.md). */
export const IonReorder = /*@__PURE__*/ createComponent({
  tagName: 'ion-reorder',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
