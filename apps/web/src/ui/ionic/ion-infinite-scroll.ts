import {
  defineCustomElement,
  IonInfiniteScroll as Elemento,
} from '@ionic/core/components/ion-infinite-scroll.js';
import type { IonInfiniteScroll as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-infinite-scroll>` in its own module (see ionic-preguicoso.md). */
export const IonInfiniteScroll = /*@__PURE__*/ createComponent({
  tagName: 'ion-infinite-scroll',
  elementClass: Elemento,
  react: React,
  events: { onIonInfinite: 'ionInfinite' },
  defineCustomElement,
}) as unknown as typeof Tipo;
