import { defineCustomElement, IonThumbnail as Elemento } from '@ionic/core/components/ion-thumbnail.js';
import type { IonThumbnail as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-thumbnail>` in its own module (see ionic-preguicoso.md). */
export const IonThumbnail = /*@__PURE__*/ createComponent({
  tagName: 'ion-thumbnail',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
