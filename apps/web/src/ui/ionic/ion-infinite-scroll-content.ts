import {
  defineCustomElement,
  IonInfiniteScrollContent as Elemento,
} from '@ionic/core/components/ion-infinite-scroll-content.js';
import type { IonInfiniteScrollContent as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-infinite-scroll-content>` in its own module (see ionic-preguicoso.md). */
export const IonInfiniteScrollContent = /*@__PURE__*/ createComponent({
  tagName: 'ion-infinite-scroll-content',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
