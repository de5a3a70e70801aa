import type { Plugin } from 'vite';

const STUB = '\0mui-theme-without-css-variables';

/**
 * MUI's createTheme builds CSS-variable themes in a module of its own, which every component
 * pulls in through MUI's default theme although only `createTheme({ cssVariables: true })` ever
 * calls it. The app's themes are plain objects, so that module is left out of the build (-4.4 KB
 * gzip on the first load); a theme that asks for CSS variables fails at once, pointing here.
 */
export function muiThemeWithoutCssVariables(): Plugin {
  return {
    name: 'mui-theme-without-css-variables',
    enforce: 'pre',
    resolveId(id, importer) {
      return id === './createThemeWithVars.mjs' && importer?.includes('@mui/material/styles') ? STUB : null;
    },
    load(id) {
      if (id !== STUB) return null;
      return "export default function createThemeWithVars() { throw new Error('MUI CSS theme variables are left out of this build (scripts/vite/muiThemeWithoutCssVariables.ts)'); }";
    },
  };
}
