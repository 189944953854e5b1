import { defineCustomElement, IonFab as Elemento } from '@ionic/core/components/ion-fab.js';
import type { IonFab as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-fab>` in its own module (see ionic-preguicoso.md). */
export const IonFab = /*@__PURE__*/ createComponent({
  tagName: 'ion-fab',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
