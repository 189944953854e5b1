import { defineCustomElement, IonBreadcrumb as Elemento } from '@ionic/core/components/ion-breadcrumb.js';
import type { IonBreadcrumb as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';
import { roteavel } from './roteavel.tsx';

/** `<ion-breadcrumb>` in its own module, with routerLink (see ionic-preguicoso.md). */
export const IonBreadcrumb = /*@__PURE__*/ roteavel(
  createComponent({
    tagName: 'ion-breadcrumb',
    elementClass: Elemento,
    react: React,
    events: {},
    defineCustomElement,
  }),
) as unknown as typeof Tipo;
