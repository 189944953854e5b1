import { defineCustomElement, IonSegment as Elemento } from '@ionic/core/components/ion-segment.js';
import type { IonSegment as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-segment>` in its own module (see ionic-preguicoso.md). */
export const IonSegment = /*@__PURE__*/ createComponent({
  tagName: 'ion-segment',
  elementClass: Elemento,
  react: React,
  events: { onIonChange: 'ionChange' },
  defineCustomElement,
}) as unknown as typeof Tipo;
