import { z } from 'zod';

// zod 4 probes `new Function` to decide on its JIT; under our CSP (script-src 'self', no
// unsafe-eval) that probe is blocked and reported as a securitypolicyviolation on every page.
// The JIT could never run under that CSP anyway, so turn it off before any schema is built.
z.config({ jitless: true });
