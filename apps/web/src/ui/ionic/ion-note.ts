import { defineCustomElement, IonNote as Elemento } from '@ionic/core/components/ion-note.js';
import type { IonNote as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-note>` in its own module (see ionic-preguicoso.md). */
export const IonNote = /*@__PURE__*/ createComponent({
  tagName: 'ion-note',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
