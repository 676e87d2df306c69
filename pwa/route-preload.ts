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
 * A page's code is a lazy chunk, found only once the entry has run: one more round trip before the
 * first paint on a slow network. A few bytes of inline script in index.html start fetching the
 * opened page's chunk (and its styles) together with the entry.
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
        const script = `(()=>{const p=location.pathname;for(const[r,j,c]of ${JSON.stringify(table)})if(new RegExp(r).test(p)){const a=(h,k,s)=>{const l=document.createElement('link');l.rel=k;l.href='/'+h;l.crossOrigin='';if(s)l.as=s;document.head.appendChild(l)};j.forEach(h=>a(h,'modulepreload'));c.forEach(h=>a(h,'preload','style'));break}})()`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}
