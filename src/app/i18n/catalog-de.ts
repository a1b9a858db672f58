import type { Catalog } from '@/lib/intl';

// Every messages.de.json of the app, in one chunk downloaded only when German is chosen.
export default import.meta.glob<Catalog>('/src/**/messages.de.json', {
  eager: true,
  import: 'default',
});
