import { defineCustomElement, IonBadge as Elemento } from '@ionic/core/components/ion-badge.js';
import type { IonBadge as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-badge>` in its own module (see ionic-preguicoso.md). */
export const IonBadge = /*@__PURE__*/ createComponent({
  tagName: 'ion-badge',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
