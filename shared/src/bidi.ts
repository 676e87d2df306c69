/**
 * Unicode's first-strong isolate (FSI ... PDI): the text equivalent of `<bdi>`. A name typed by a
 * user ("Achrafieh نمور FC") keeps its own order inside an Arabic sentence, and the sentence's words
 * and punctuation keep theirs around it, in plain text (e-mail bodies, aria labels, titles) where no
 * element can carry `dir="auto"`.
 */
export const FSI = '\u2068';
export const PDI = '\u2069';

export function isolate(text: string | number): string {
  return `${FSI}${text}${PDI}`;
}
