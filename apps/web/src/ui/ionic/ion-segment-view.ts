import { defineCustomElement, IonSegmentView as Elemento } from '@ionic/core/components/ion-segment-view.js';
import type { IonSegmentView as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-segment-view>` in its own module (see ionic-preguicoso.md). */
export const IonSegmentView = /*@__PURE__*/ createComponent({
  tagName: 'ion-segment-view',
  elementClass: Elemento,
  react: React,
  events: { onIonSegmentViewScroll: 'ionSegmentViewScroll' },
  defineCustomElement,
}) as unknown as typeof Tipo;
