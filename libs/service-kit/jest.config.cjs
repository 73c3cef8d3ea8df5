module.exports = {
  ...require('../../jest.preset.cjs'),
  ...require('../testing/jest-infra.cjs'),
  displayName: require('./package.json').name,
};
