import { defineCustomElement, IonMenuToggle as Elemento } from '@ionic/core/components/ion-menu-toggle.js';
import type { IonMenuToggle as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-menu-toggle>` in its own module (see ionic-preguicoso.md). */
export const IonMenuToggle = /*@__PURE__*/ createComponent({
  tagName: 'ion-menu-toggle',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
