import { defineCustomElement, IonList as Elemento } from '@ionic/core/components/ion-list.js';
import type { IonList as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-list>` in its own module (see ionic-preguicoso.md). */
export const IonList = /*@__PURE__*/ createComponent({
  tagName: 'ion-list',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
