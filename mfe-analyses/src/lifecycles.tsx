import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { addCatalogue, loadCatalogue, type Locale } from '@simbiz/i18n';
import { AnalysesRoot, type AnalysesProps } from './analyses-root';

/** The only things this remote exposes: single-spa's lifecycles. */
const lifecycles = singleSpaReact<AnalysesProps>({
  React,
  ReactDOMClient,
  rootComponent: AnalysesRoot,
  domElementGetter: (props) => props.domElement,
  errorBoundary: (error) => <p role="alert">{String(error)}</p>,
});

/** The area's texts travel with it: loaded into the page's i18next before the first mount. */
const loadTexts = ({ shell }: AnalysesProps) => addCatalogue(shell.i18n, 'analyses', (locale) => loadCatalogue(locale as Locale, 'analyses'));

export const bootstrap = [loadTexts, lifecycles.bootstrap];
export const { mount, unmount } = lifecycles;
