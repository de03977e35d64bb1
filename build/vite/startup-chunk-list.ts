// Why: the page's entry (src/startup/2-app-entry.tsx) must fetch every chunk of the app at once on the first
// interaction, then start them one stage at a time; only the finished bundle knows their names.
import type { Plugin } from 'vite';

/**
 * Writes the list of chunks the page's entry loads on the first interaction (the chunks it imports
 * dynamically, and theirs statically) into the entry, in place of its `'__STARTUP_CHUNKS__'` placeholder.
 */
export function startupChunkList(): Plugin {
  // The placeholder string as the minifier writes it: in any kind of quotes.
  const placeholder = /(["'`])__STARTUP_CHUNKS__\1/;
  return {
    name: 'crf:startup-chunk-list',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      for (const entry of chunks.filter((chunk) => chunk.isEntry && placeholder.test(chunk.code))) {
        const startup = new Set<string>();
        const visit = (fileName: string) => {
          if (startup.has(fileName)) return;
          startup.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
        };
        startup.add(entry.fileName); // loaded already
        entry.dynamicImports.forEach(visit);
        startup.delete(entry.fileName);
        const list = [...startup].map((fileName) => JSON.stringify(`/${fileName}`)).join(',');
        entry.code = entry.code.replace(placeholder, list);
      }
    },
  };
}
