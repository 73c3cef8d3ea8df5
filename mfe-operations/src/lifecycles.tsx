import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { addCatalogue, loadCatalogue, type Locale } from '@simbiz/i18n';
import { OperationsRoot, type OperationsProps } from './operations-root';

/** The only things this remote exposes: single-spa's lifecycles. */
const lifecycles = singleSpaReact<OperationsProps>({
  React,
  ReactDOMClient,
  rootComponent: OperationsRoot,
  domElementGetter: (props) => props.domElement,
  errorBoundary: (error) => <p role="alert">{String(error)}</p>,
});

/** The area's texts travel with it: loaded into the page's i18next before the first mount. */
const loadTexts = ({ shell }: OperationsProps) => addCatalogue(shell.i18n, 'operations', (locale) => loadCatalogue(locale as Locale, 'operations'));

export const bootstrap = [loadTexts, lifecycles.bootstrap];
export const { mount, unmount } = lifecycles;
