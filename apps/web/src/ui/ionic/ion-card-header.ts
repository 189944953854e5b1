import { defineCustomElement, IonCardHeader as Elemento } from '@ionic/core/components/ion-card-header.js';
import type { IonCardHeader as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-card-header>` in its own module (see ionic-preguicoso.md). */
export const IonCardHeader = /*@__PURE__*/ createComponent({
  tagName: 'ion-card-header',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
