import { defineCustomElement, IonBreadcrumbs as Elemento } from '@ionic/core/components/ion-breadcrumbs.js';
import type { IonBreadcrumbs as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-breadcrumbs>` in its own module (see ionic-preguicoso.md). */
export const IonBreadcrumbs = /*@__PURE__*/ createComponent({
  tagName: 'ion-breadcrumbs',
  elementClass: Elemento,
  react: React,
  events: { onIonCollapsedClick: 'ionCollapsedClick' },
  defineCustomElement,
}) as unknown as typeof Tipo;
