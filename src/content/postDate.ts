// A post's date as the machine-readable form HTML's <time datetime> wants, from the text the content holds.

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "March 12, 2024" → "2024-03-12". Throws on any other form, so a mistyped date fails the content tests. */
export function isoDate(text: string): string {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim());
  const month = match ? months.indexOf(match[1]!) + 1 : 0;
  const day = Number(match?.[2]);
  if (!match || month === 0 || day < 1 || day > 31) {
    throw new Error(`"${text}" is not a date written as "March 12, 2024".`);
  }
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
