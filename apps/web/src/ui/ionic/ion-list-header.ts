import { defineCustomElement, IonListHeader as Elemento } from '@ionic/core/components/ion-list-header.js';
import type { IonListHeader as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-list-header>` in its own module (see ionic-preguicoso.md). */
export const IonListHeader = /*@__PURE__*/ createComponent({
  tagName: 'ion-list-header',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
