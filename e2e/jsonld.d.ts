// The one call the report's test makes into jsonld (which ships no types): expansion of a JSON-LD document.
declare module 'jsonld' {
  const jsonld: { expand(input: object): Promise<Record<string, unknown>[]> };
  export default jsonld;
}
