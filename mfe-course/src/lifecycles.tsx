import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { CourseRoot, type CourseProps } from './course-root';

/** The only things this remote exposes: single-spa's lifecycles. */
const lifecycles = singleSpaReact<CourseProps>({
  React,
  ReactDOMClient,
  rootComponent: CourseRoot,
  domElementGetter: (props) => props.domElement,
  errorBoundary: (error) => <p role="alert">{String(error)}</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
