/**
 * The classic script leaves out what it loads on demand (vite.config.ts: files beside the
 * script), and the module build emits those files, each standing alone: built here in memory.
 */
import { resolve } from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

const EXTRAS = {
  'extras/iframe.js': 'src/embed/iframe-listen.ts',
  'extras/data-layer.js': 'src/embed/data-layer.ts',
  'extras/ics.js': 'src/time/ics.ts',
  'extras/contrast.js': 'src/ui/contrast.ts',
};

async function chunks(mode?: string): Promise<Rollup.OutputChunk[]> {
  const out = (await build({ configFile: 'vite.config.ts', mode, logLevel: 'silent', build: { write: false } })) as
    | Rollup.RollupOutput
    | Rollup.RollupOutput[];
  return [out].flat().flatMap((o) => o.output.filter((c): c is Rollup.OutputChunk => c.type === 'chunk'));
}

describe('files beside the script', () => {
  it('the classic script asks for each by its address and holds none of their code', async () => {
    const [script] = await chunks();
    expect(script!.fileName).toBe('space-booking.js');
    const inside = Object.keys(script!.modules).map((id) => id.replace(/\?.*$/, ''));
    for (const [file, source] of Object.entries(EXTRAS)) {
      expect(inside, source).not.toContain(resolve(source));
      // By name, as a string literal: the address is made beside the script at run time.
      expect(new RegExp(`[\`'"]${file}[\`'"]`).test(script!.code), file).toBe(true);
    }
    // What they do is not in the script: the calendar format, the sRGB curve of the contrast check.
    expect(script!.code.includes('BEGIN:VCALENDAR')).toBe(false);
    expect(script!.code.includes('.04045')).toBe(false);
  }, 60_000);

  it('the module build emits each as a file that imports nothing, which the classic script can load', async () => {
    const all = await chunks('module');
    for (const [file, source] of Object.entries(EXTRAS)) {
      const chunk = all.find((c) => c.fileName === file);
      expect(chunk, file).toBeDefined();
      expect(Object.keys(chunk!.modules).map((id) => id.replace(/\?.*$/, ''))).toContain(resolve(source));
      expect([...chunk!.imports, ...chunk!.dynamicImports], file).toEqual([]);
    }
    const main = all.find((c) => c.fileName === 'space-booking.mjs')!;
    for (const file of Object.keys(EXTRAS)) expect(main.dynamicImports, file).toContain(file);
  }, 60_000);
});
