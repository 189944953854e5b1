import { defineCustomElement, IonChip as Elemento } from '@ionic/core/components/ion-chip.js';
import type { IonChip as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-chip>` in its own module (see ionic-preguicoso.md). */
export const IonChip = /*@__PURE__*/ createComponent({
  tagName: 'ion-chip',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
