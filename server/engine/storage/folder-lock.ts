// PGlite's folder is one process's: a second process opening it would corrupt it. A lock file
// with our pid refuses a second opener with a clear message; a dead owner's lock is taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK = 'engine.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !zombie(pid);
}

/** A killed process not yet reaped answers signal 0 but holds nothing open (Linux's /proc;
 *  elsewhere never a zombie): a restart right after a SIGKILL saw its own dead server's lock. */
function zombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

/** Takes the folder for this process; returns the release. Throws when a live process has it. */
export function lockFolder(dir: string): () => void {
  const path = join(dir, LOCK);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) {
        throw new Error(
          `The engine's database folder ${dir} is in use by process ${owner}. One process per folder: ` +
            'stop it, give this one another --database, or share a PostgreSQL server (--database postgres://…).',
          { cause: error },
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the engine's database folder ${dir}`);
}
