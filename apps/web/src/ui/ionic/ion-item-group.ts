import { defineCustomElement, IonItemGroup as Elemento } from '@ionic/core/components/ion-item-group.js';
import type { IonItemGroup as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-item-group>` in its own module (see ionic-preguicoso.md). */
export const IonItemGroup = /*@__PURE__*/ createComponent({
  tagName: 'ion-item-group',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
