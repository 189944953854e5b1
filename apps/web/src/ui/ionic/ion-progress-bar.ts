import { defineCustomElement, IonProgressBar as Elemento } from '@ionic/core/components/ion-progress-bar.js';
import type { IonProgressBar as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-progress-bar>` in its own module (see ionic-preguicoso.md). */
export const IonProgressBar = /*@__PURE__*/ createComponent({
  tagName: 'ion-progress-bar',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
