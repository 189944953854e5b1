import { defineCustomElement, IonItemDivider as Elemento } from '@ionic/core/components/ion-item-divider.js';
import type { IonItemDivider as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-item-divider>` in its own module (see ionic-preguicoso.md). */
export const IonItemDivider = /*@__PURE__*/ createComponent({
  tagName: 'ion-item-divider',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
