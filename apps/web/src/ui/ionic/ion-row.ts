import { defineCustomElement, IonRow as Elemento } from '@ionic/core/components/ion-row.js';
import type { IonRow as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-row>` in its own module (see ionic-preguicoso.md). */
export const IonRow = /*@__PURE__*/ createComponent({
  tagName: 'ion-row',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
