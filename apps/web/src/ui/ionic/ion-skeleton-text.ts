import {
  defineCustomElement,
  IonSkeletonText as Elemento,
} from '@ionic/core/components/ion-skeleton-text.js';
import type { IonSkeletonText as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-skeleton-text>` in its own module (see ionic-preguicoso.md). */
export const IonSkeletonText = /*@__PURE__*/ createComponent({
  tagName: 'ion-skeleton-text',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
