import { defineCustomElement, IonNavLink as Elemento } from '@ionic/core/components/ion-nav-link.js';
import type { IonNavLink as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-nav-link>` in its own module (see ionic-preguicoso.md). */
export const IonNavLink = /*@__PURE__*/ createComponent({
  tagName: 'ion-nav-link',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
