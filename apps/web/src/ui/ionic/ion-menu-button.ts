import { defineCustomElement, IonMenuButton as Elemento } from '@ionic/core/components/ion-menu-button.js';
import type { IonMenuButton as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-menu-button>` in its own module (see ionic-preguicoso.md). */
export const IonMenuButton = /*@__PURE__*/ createComponent({
  tagName: 'ion-menu-button',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
