// Preloaded (`node --expose-gc -r scripts/bench/memory-probe.cjs …`) into a process the bench
// measures: on SIGUSR2 it collects garbage twice and writes process.memoryUsage() as JSON to
// MEMORY_PROBE_FILE, so a memory delta counts what is kept, not what is not yet collected.
const { writeFileSync } = require('node:fs');

process.on('SIGUSR2', () => {
  global.gc?.();
  global.gc?.();
  writeFileSync(process.env.MEMORY_PROBE_FILE, JSON.stringify(process.memoryUsage()));
});
