import { defineCustomElement, IonAvatar as Elemento } from '@ionic/core/components/ion-avatar.js';
import type { IonAvatar as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-avatar>` in its own module (see ionic-preguicoso.md). */
export const IonAvatar = /*@__PURE__*/ createComponent({
  tagName: 'ion-avatar',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
