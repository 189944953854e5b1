import { defineCustomElement, IonTitle as Elemento } from '@ionic/core/components/ion-title.js';
import type { IonTitle as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-title>` in its own module (see ionic-preguicoso.md). */
export const IonTitle = /*@__PURE__*/ createComponent({
  tagName: 'ion-title',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
