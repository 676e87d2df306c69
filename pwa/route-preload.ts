import type { Plugin } from 'vite';

/** The public pages opened from shared links, by URL pattern, and the page module each one runs. */
const PAGES: Array<[pattern: RegExp, module: RegExp]> = [
  [/^\/$/, /[\\/]src[\\/]routes[\\/]home[\\/]home-page\.tsx$/],
  [/^\/events\/[^/]+\/?$/, /[\\/]src[\\/]routes[\\/]event[\\/]event-page\.tsx$/],
  [/^\/events\/[^/]+\/games\/[^/]+\/?$/, /[\\/]src[\\/]routes[\\/]game[\\/]game-page\.tsx$/],
  [/^\/teams\/[^/]+\/?$/, /[\\/]src[\\/]routes[\\/]team[\\/]team-page\.tsx$/],
  [/^\/user\/[^/]+\/?$/, /[\\/]src[\\/]routes[\\/]user[\\/]user-page\.tsx$/],
];

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * A page's code is a lazy chunk, and the reader's texts a dynamic import, both found only once the
 * entry has run: one more round trip before the first paint on a slow network. A few bytes of
 * inline script in index.html start fetching them (and the page's styles) together with the entry.
 */
export function routePreload(): Plugin {
  return {
    name: 'pitchside:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, ChunkLike> | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entryFiles = new Set<string>();
        const collect = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const i of bundle[file]?.imports ?? []) collect(i, into);
        };
        for (const c of chunks) if (html.includes(`/${c.fileName}"`)) collect(c.fileName, entryFiles);
        const table: Array<[string, string[], string[]]> = [];
        for (const [pattern, module] of PAGES) {
          const page = chunks.find((c) => c.facadeModuleId && module.test(c.facadeModuleId));
          if (!page) continue;
          const files = new Set<string>();
          collect(page.fileName, files);
          const js = [...files].filter((f) => !entryFiles.has(f));
          const css = [...new Set(js.flatMap((f) => [...(bundle[f]?.viteMetadata?.importedCss ?? [])]))];
          table.push([pattern.source, js, css]);
        }
        // The reader's texts too (i18n/texts/<lang>.ts), chosen as i18n.ts detectLocale does.
        const texts: Record<string, string> = {};
        for (const c of chunks) {
          const lang = c.facadeModuleId?.match(/[\\/]src[\\/]i18n[\\/]texts[\\/](\w+)\.ts$/)?.[1];
          if (lang) texts[lang] = c.fileName;
        }
        const script =
          `(()=>{const a=(h,k,s)=>{const l=document.createElement('link');l.rel=k;l.href='/'+h;l.crossOrigin='';if(s)l.as=s;document.head.appendChild(l)};` +
          `const T=${JSON.stringify(texts)};let g;try{g=localStorage.getItem('pitchside.locale')}catch{}` +
          `if(!T[g])for(const t of navigator.languages||[navigator.language||'']){const b=t.trim().toLowerCase().split(/[-_;]/)[0];if(T[b]){g=b;break}}` +
          `if(T[g]||T.en)a(T[g]||T.en,'modulepreload');const p=location.pathname;` +
          `for(const[r,j,c]of ${JSON.stringify(table)})if(new RegExp(r).test(p)){j.forEach(h=>a(h,'modulepreload'));c.forEach(h=>a(h,'preload','style'));break}})()`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}
