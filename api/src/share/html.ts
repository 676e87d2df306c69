import { LOCALES, localeDir, PAGE_TEXTS, type Locale } from '@pitchside/shared';
import type { PageMeta } from './page-meta';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The shell with link tags added to its head (see page-hints). */
export function withHints(shell: string, tags: string[]): string {
  return tags.length ? shell.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`) : shell;
}

/**
 * The shell's <html> in the reader's language and direction, so the first paint (and a screen reader
 * or a translation prompt) already has them before the app starts and sets them again.
 */
export function withLanguage(shell: string, locale: Locale): string {
  return shell.replace(/<html\b[^>]*>/, `<html lang="${locale}" dir="${localeDir(locale)}">`);
}

/**
 * The app shell with a page's own title and link-preview tags (Open Graph, Twitter) in the reader's
 * language, so a link shared on WhatsApp or elsewhere shows "Cedars 3-2 Titans · Final" instead of a
 * bare "Pitchside". The shell's own title and description are replaced; everything else is left as built.
 *
 * One URL serves every language (the reader's cookie, else Accept-Language, picks it), so the
 * canonical URL is the page's own address without any language parameter: search engines and link
 * previews see one page, og:locale says which language this answer is in and og:locale:alternate the
 * others, and the answer carries `Vary: Cookie, Accept-Language` so no shared cache hands one
 * reader's language to another.
 */
export function withPageMeta(shell: string, meta: PageMeta, pageUrl: string, origin: string, locale: Locale): string {
  const abs = (p: string) => (/^https?:\/\//.test(p) ? p : `${origin}${p.startsWith('/') ? '' : '/'}${p}`);
  const image = meta.image ? abs(meta.image) : abs('/icons/icon-512.png');
  const sized = meta.image && meta.imageSize ? meta.imageSize : null;
  const ogLocale = PAGE_TEXTS[locale].ogLocale;
  const tags = [
    ['og:site_name', 'Pitchside'],
    ['og:type', meta.type],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', pageUrl],
    ['og:locale', ogLocale],
    ...LOCALES.filter((l) => l !== locale).map((l) => ['og:locale:alternate', PAGE_TEXTS[l].ogLocale]),
    ['og:image', image],
    ...(sized
      ? [
          ['og:image:type', sized.type],
          ['og:image:width', String(sized.width)],
          ['og:image:height', String(sized.height)],
        ]
      : []),
    ...(meta.imageAlt ? [['og:image:alt', meta.imageAlt]] : []),
  ]
    .map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c!)}" />`)
    .concat(
      [
        // A wide image gets the large card; the app icon the small one.
        ['twitter:card', sized ? 'summary_large_image' : 'summary'],
        ['twitter:title', meta.title],
        ['twitter:description', meta.description],
        ['twitter:image', image],
        ...(meta.imageAlt ? [['twitter:image:alt', meta.imageAlt]] : []),
      ].map(([n, c]) => `<meta name="${n}" content="${escapeHtml(c!)}" />`),
    )
    .concat(`<link rel="canonical" href="${escapeHtml(pageUrl)}" />`)
    .join('\n    ');
  return withLanguage(shell, locale)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(meta.description)}$2`)
    .replace('</head>', `  ${tags}\n  </head>`);
}
