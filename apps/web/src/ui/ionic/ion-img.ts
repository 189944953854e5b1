import { defineCustomElement, IonImg as Elemento } from '@ionic/core/components/ion-img.js';
import type { IonImg as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-img>` in its own module (see ionic-preguicoso.md). */
export const IonImg = /*@__PURE__*/ createComponent({
  tagName: 'ion-img',
  elementClass: Elemento,
  react: React,
  events: { onIonImgWillLoad: 'ionImgWillLoad', onIonImgDidLoad: 'ionImgDidLoad', onIonError: 'ionError' },
  defineCustomElement,
}) as unknown as typeof Tipo;
