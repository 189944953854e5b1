import { defineCustomElement, IonRefresher as Elemento } from '@ionic/core/components/ion-refresher.js';
import type { IonRefresher as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-refresher>` in its own module (see ionic-preguicoso.md). */
export const IonRefresher = /*@__PURE__*/ createComponent({
  tagName: 'ion-refresher',
  elementClass: Elemento,
  react: React,
  events: {
    onIonRefresh: 'ionRefresh',
    onIonPull: 'ionPull',
    onIonStart: 'ionStart',
    onIonPullStart: 'ionPullStart',
    onIonPullEnd: 'ionPullEnd',
  },
  defineCustomElement,
}) as unknown as typeof Tipo;
