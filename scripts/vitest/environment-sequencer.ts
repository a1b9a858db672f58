import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// With `isolate: false` a worker runs file after file, but only while the next file wants the
// same project and environment: the node project mixes node files with `@vitest-environment
// jsdom` ones, and in Vitest's order (larger or slower files first) nearly every other file
// replaced the worker (a new process, jsdom and imports). Same order, grouped.

// The docblock Vitest itself reads (the first match in the file).
const ENVIRONMENT = /@(?:vitest|jest)-environment\s+([\w-]+)\b/;

function environmentOf(spec: TestSpecification): string {
  const named = ENVIRONMENT.exec(readFileSync(spec.moduleId, 'utf8'))?.[1];
  return named ?? spec.project.config.environment;
}

/** Vitest's order, then the files of one project and environment next to each other. */
export class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) {
      const key = `${spec.project.name} ${environmentOf(spec)}`;
      groups.set(key, [...(groups.get(key) ?? []), spec]);
    }
    return [...groups.values()].flat();
  }
}
