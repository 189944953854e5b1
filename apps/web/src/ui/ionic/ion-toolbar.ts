import { defineCustomElement, IonToolbar as Elemento } from '@ionic/core/components/ion-toolbar.js';
import type { IonToolbar as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-toolbar>` in its own module (see ionic-preguicoso.md). */
export const IonToolbar = /*@__PURE__*/ createComponent({
  tagName: 'ion-toolbar',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
