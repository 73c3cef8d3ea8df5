module.exports = {
  ...require('../jest.preset.cjs'),
  ...require('../libs/testing/jest-infra.cjs'),
  displayName: require('./package.json').name,
  testTimeout: 60_000,
  // The suites start their own platforms and mostly wait on the browser: two at a time finish the longest sooner.
  maxWorkers: 2,
};
