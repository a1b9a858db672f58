// The engine section's own process (bench/engine-measure.ts measureEngine spawns it with the
// server's Node flags): `tsx bench/engine-measure-child.ts 10000,100000 3 result.json`.
import { writeFile } from 'node:fs/promises';
import { measureEngineHere } from './engine-measure.ts';

const [scales = '10000', runs = '3', file] = process.argv.slice(2);
if (!file) throw new Error('usage: engine-measure-child.ts SCALES RUNS RESULT_FILE');
const result = await measureEngineHere(scales.split(',').map(Number), Number(runs));
await writeFile(file, JSON.stringify(result));
process.exit(0);
