import { defineCustomElement, IonRouterLink as Elemento } from '@ionic/core/components/ion-router-link.js';
import type { IonRouterLink as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';
import { roteavel } from './roteavel.tsx';

/** `<ion-router-link>` in its own module, with routerLink (see ionic-preguicoso.md). */
export const IonRouterLink = /*@__PURE__*/ roteavel(
  createComponent({
    tagName: 'ion-router-link',
    elementClass: Elemento,
    react: React,
    events: {},
    defineCustomElement,
  }),
) as unknown as typeof Tipo;
