// The Flesch–Kincaid grade level of a text (Kincaid et al., 1975): 0.39 × words per sentence + 11.8 × syllables
// per word − 15.59, the US school grade whose readers can follow it. Lower secondary education (ISCED 2) ends
// around grade 9, so a text at grade 9 or below meets WCAG 3.1.5's reading level. Syllables are counted by
// vowel groups, the rule the formula's readability tools use: an estimate, good to a grade or so.

const words = (text: string) => text.match(/[A-Za-z’']+/g) ?? [];
const sentences = (text: string) => text.split(/[.!?]+(?:\s|$)/).filter((sentence) => /[A-Za-z]/.test(sentence));

/** The syllables of an English word, estimated from its vowel groups. */
function syllables(word: string): number {
  const lower = word.toLowerCase().replace(/[’']/g, '');
  if (lower.length <= 3) return 1;
  const trimmed = lower.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 1);
}

export function fleschKincaidGrade(text: string): number {
  const all = words(text);
  const count = Math.max(1, sentences(text).length);
  const syllableCount = all.reduce((sum, word) => sum + syllables(word), 0);
  return 0.39 * (all.length / count) + 11.8 * (syllableCount / Math.max(1, all.length)) - 15.59;
}
