import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * What a signed-in start (/home) loads before its first screen: the modules reached from the
 * app's entry and Home by static imports (type-only imports are erased; `import()` loads later).
 * bench/HISTORY.md "The app's start": building schemas no screen at start uses cost ~100 ms of a
 * slow phone's start, and nothing else would notice them coming back.
 */
const ROOT = path.resolve(__dirname, '../../..');
const STARTS = ['src/client/main.tsx', 'src/client/features/pets/pages/home-page.tsx'];

function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const typesOnly =
        clause?.isTypeOnly ||
        (clause !== undefined &&
          !clause.name &&
          named !== undefined &&
          ts.isNamedImports(named) &&
          named.elements.length > 0 &&
          named.elements.every((e) => e.isTypeOnly));
      if (!typesOnly) specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null; // a package
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null; // CSS and other assets
}

function loadedAtStart(): Set<string> {
  const seen = new Set<string>();
  const queue = STARTS.map((f) => path.join(ROOT, f));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      const next = resolve(file, specifier);
      if (next) queue.push(next);
    }
  }
  return new Set([...seen].map((f) => path.relative(ROOT, f)));
}

describe("a signed-in start (/home) loads only what Home's first screen needs", () => {
  const modules = loadedAtStart();

  it('reaches the app shell and Home', () => {
    expect(modules).toContain('src/client/app/router.tsx');
    expect(modules).toContain('src/shared/schemas/user.ts');
  });

  it.each([
    ['the registration rules', 'src/shared/schemas/auth.ts'],
    ['the US city list', 'src/shared/catalog/us-locations.ts'],
    ['the preference update rules', 'src/shared/schemas/update-preferences.ts'],
  ])('not %s', (_what, file) => {
    expect(modules).not.toContain(file);
  });
});
