import { defineCustomElement, IonSelectModal as Elemento } from '@ionic/core/components/ion-select-modal.js';
import type { IonSelectModal as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-select-modal>` in its own module (see ionic-preguicoso.md). */
export const IonSelectModal = /*@__PURE__*/ createComponent({
  tagName: 'ion-select-modal',
  elementClass: Elemento,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Tipo;
