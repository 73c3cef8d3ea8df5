// The webpack configuration shared by the shell (host) and every micro-frontend (remote).
const path = require('node:path');
const { container } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const root = path.resolve(__dirname, '../..');
const rootPackage = require(path.join(root, 'package.json'));

/** Loaded once for the whole page, whoever asks first; versions come from the root package.json. */
function sharedSingletons() {
  // Highcharts too: loaded only when a page draws a chart, then once for every area that draws one.
  const fromNpm = ['react', 'react-dom', 'react-dom/client', 'i18next', 'styled-components', 'single-spa', 'highcharts'];
  const npm = Object.fromEntries(
    fromNpm.map((name) => {
      const pkg = name.startsWith('react-dom') ? 'react-dom' : name;
      return [name, { singleton: true, requiredVersion: rootPackage.dependencies[pkg] }];
    }),
  );
  const workspace = Object.fromEntries(
    ['ui', 'web-kit'].map((name) => {
      const version = require(path.join(root, 'libs', name, 'package.json')).version;
      return [`@simbiz/${name}`, { singleton: true, version, requiredVersion: version }];
    }),
  );
  return { ...npm, ...workspace };
}

/**
 * @param {object} options
 * @param {string} options.project folder of the project, relative to the workspace root
 * @param {string} options.name Module Federation container name (an identifier)
 * @param {'host' | 'remote'} options.role
 * @param {string} options.mode 'production' or 'development'
 */
function webConfig({ project, name, role, mode }) {
  const production = mode !== 'development';
  const projectRoot = path.join(root, project);
  const federation =
    role === 'remote'
      ? { name, filename: 'remoteEntry.js', exposes: { './lifecycles': './src/lifecycles.tsx' }, shared: sharedSingletons() }
      : { name, shared: sharedSingletons() };
  return {
    mode: production ? 'production' : 'development',
    context: projectRoot,
    entry: role === 'host' ? './src/main.ts' : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(root, 'dist/web', project),
      // The shell lives at the site's root; a remote's chunks load beside its remoteEntry.js.
      publicPath: role === 'host' ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules\/(?!@simbiz)/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                target: 'es2020',
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
          },
        },
      ],
    },
    plugins: [
      new container.ModuleFederationPlugin(federation),
      ...(role === 'host' ? [new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' })] : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { webConfig, sharedSingletons };
