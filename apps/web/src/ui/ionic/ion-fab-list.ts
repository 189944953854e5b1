import { defineCustomElement, IonFabList as Elemento } from '@ionic/core/components/ion-fab-list.js';
import type { IonFabList as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-fab-list>` in its own module (see ionic-preguicoso.md). */
export const IonFabList = /*@__PURE__*/ createComponent({
  tagName: 'ion-fab-list',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
