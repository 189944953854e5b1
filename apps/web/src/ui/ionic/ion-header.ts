import { defineCustomElement, IonHeader as Elemento } from '@ionic/core/components/ion-header.js';
import type { IonHeader as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-header>` in its own module (see ionic-preguicoso.md). */
export const IonHeader = /*@__PURE__*/ createComponent({
  tagName: 'ion-header',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
