module.exports = {
  ...require('../jest.preset.cjs'),
  ...require('../libs/testing/jest-infra.cjs'),
  displayName: require('./package.json').name,
  testTimeout: 60_000,
};
