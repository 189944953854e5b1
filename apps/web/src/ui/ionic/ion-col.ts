import { defineCustomElement, IonCol as Elemento } from '@ionic/core/components/ion-col.js';
import type { IonCol as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-col>` in its own module (see ionic-preguicoso.md). */
export const IonCol = /*@__PURE__*/ createComponent({
  tagName: 'ion-col',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
