import { defineCustomElement, IonSplitPane as Elemento } from '@ionic/core/components/ion-split-pane.js';
import type { IonSplitPane as Tipo } from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import React from 'react';

/** `<ion-split-pane>` in its own module (see ionic-preguicoso.md). */
export const IonSplitPane = /*@__PURE__*/ createComponent({
  tagName: 'ion-split-pane',
  elementClass: Elemento,
  react: React,
  events: { onIonSplitPaneVisible: 'ionSplitPaneVisible' },
  defineCustomElement,
}) as unknown as typeof Tipo;
