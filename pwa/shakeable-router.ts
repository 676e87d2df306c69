import type { Plugin } from 'vite';

/**
 * react-router's production build marks few of its module-level calls pure and tags components with
 * `X.displayName = "..."` (read only by React's dev tools). To a bundler both are side effects, so
 * every component of the package (Form, ScrollRestoration, the framework-mode prefetching) stays in
 * every first load whether the app renders it or not. Marking the React factory calls pure and
 * dropping the display names lets the unused ones go; nothing the app renders changes.
 */
export function shakeableRouter(): Plugin {
  return {
    name: 'pitchside:shakeable-router',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/.test(id)) return null;
      const out = code
        .replace(/^[\w$]+\.displayName = "[^"\n]*";\n/gm, '')
        .replace(/(?<!__PURE__ \*\/ )\b(React\d*\.(?:createContext|forwardRef|memo|createElement))\(/g, '/* @__PURE__ */ $1(');
      return { code: out, map: null };
    },
  };
}
