/**
 * The files beside the script (src/shared/beside-script-files.ts): the first build makes each a
 * self-contained file with a content hash, and the classic script loads them by those names and
 * holds none of their code. Built here into a scratch directory.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BESIDE_SCRIPT } from '../shared/beside-script-files';

const outDir = mkdtempSync(join(tmpdir(), 'space-booking-beside-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

async function chunks(mode: string | undefined, write: boolean): Promise<Rollup.OutputChunk[]> {
  const out = (await build({ configFile: 'vite.config.ts', mode, logLevel: 'silent', build: { outDir, write } })) as
    | Rollup.RollupOutput
    | Rollup.RollupOutput[];
  return [out].flat().flatMap((o) => o.output.filter((c): c is Rollup.OutputChunk => c.type === 'chunk'));
}

let beside: Rollup.OutputChunk[] = [];
beforeAll(async () => {
  beside = await chunks('beside-script', true);
}, 60_000);

describe('files beside the script', () => {
  it('are built one self-contained file each, named with a content hash', () => {
    expect(beside.map((c) => c.name).sort()).toEqual(Object.keys(BESIDE_SCRIPT).sort());
    for (const chunk of beside) {
      expect(chunk.fileName).toMatch(new RegExp(`^${chunk.name}-[\\w-]{8}\\.js$`));
      expect(Object.keys(chunk.modules).map((id) => id.replace(/\?.*$/, ''))).toContain(resolve(BESIDE_SCRIPT[chunk.name as keyof typeof BESIDE_SCRIPT]));
      expect([...chunk.imports, ...chunk.dynamicImports], chunk.fileName).toEqual([]);
    }
  });

  it('the booking step runs on the first view’s Preact and signals instead of its own copies', () => {
    const step = beside.find((c) => c.name === 'booking-step')!;
    const inside = Object.keys(step.modules).join('\n');
    expect(inside).not.toMatch(/node_modules\/(preact|@preact\/signals)/);
    expect(inside).not.toContain(resolve('src/time/zone.ts'));
    expect(step.exports).toEqual(expect.arrayContaining(['provide', 'Details', 'Confirmation', 'FailureAlert', 'styles']));
  });

  it('the classic script asks for each by its hashed name and holds none of their code', async () => {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/beside-script.json'), 'utf8')) as Record<string, { file: string }>;
    const [script] = await chunks(undefined, false);
    expect(script!.fileName).toBe('space-booking.js');
    const inside = Object.keys(script!.modules).map((id) => id.replace(/\?.*$/, ''));
    for (const source of Object.values(BESIDE_SCRIPT)) {
      expect(inside, source).not.toContain(resolve(source));
      // By name, as a string literal: the address is made beside the script at run time.
      expect(new RegExp(`[\`'"]${manifest[source]!.file}[\`'"]`).test(script!.code), source).toBe(true);
    }
    // What they do is not in the script: the idempotency keys, the calendar format, the sRGB curve of the contrast check.
    expect(script!.code.includes('space-booking:idem:')).toBe(false);
    expect(script!.code.includes('BEGIN:VCALENDAR')).toBe(false);
    expect(script!.code.includes('.04045')).toBe(false);
  }, 60_000);
});
