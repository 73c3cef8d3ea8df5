// react-router needs the encoders jsdom lacks (the jsdom specs); set before any spec, so its TypeScript needs no Node types.
const routerInJsdom = require.resolve('../libs/web-kit/src/test-support/router-in-jsdom.ts');
module.exports = { ...require('../jest.preset.cjs'), displayName: require('./package.json').name, testEnvironment: 'node', setupFiles: [routerInJsdom] };
