import { defineCustomElement, IonTab as Elemento } from '@ionic/core/components/ion-tab.js';
import type { IonTab as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-tab>` in its own module (see ionic-preguicoso.md). */
export const IonTab = /*@__PURE__*/ createComponent({
  tagName: 'ion-tab',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
