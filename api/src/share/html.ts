import type { PageMeta } from './page-meta';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The shell with link tags added to its head (see page-hints). */
export function withHints(shell: string, tags: string[]): string {
  return tags.length ? shell.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`) : shell;
}

/**
 * The app shell with a page's own title and link-preview tags (Open Graph, Twitter), so a link shared
 * on WhatsApp or elsewhere shows "Cedars 3-2 Titans · Final" instead of a bare "Pitchside". The
 * shell's own title and description are replaced; everything else is left as built.
 */
export function withPageMeta(shell: string, meta: PageMeta, pageUrl: string, origin: string): string {
  const abs = (p: string) => (/^https?:\/\//.test(p) ? p : `${origin}${p.startsWith('/') ? '' : '/'}${p}`);
  const image = meta.image ? abs(meta.image) : abs('/icons/icon-512.png');
  const tags = [
    ['og:site_name', 'Pitchside'],
    ['og:type', meta.type],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', pageUrl],
    ['og:image', image],
  ]
    .map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c!)}" />`)
    .concat(
      [
        ['twitter:card', 'summary'],
        ['twitter:title', meta.title],
        ['twitter:description', meta.description],
        ['twitter:image', image],
      ].map(([n, c]) => `<meta name="${n}" content="${escapeHtml(c!)}" />`),
    )
    .concat(`<link rel="canonical" href="${escapeHtml(pageUrl)}" />`)
    .join('\n    ');
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(meta.description)}$2`)
    .replace('</head>', `  ${tags}\n  </head>`);
}
