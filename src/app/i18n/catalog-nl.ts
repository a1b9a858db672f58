import type { Catalog } from '@/lib/intl';

// Every messages.nl.json of the app, in one chunk downloaded only when Dutch is chosen.
export default import.meta.glob<Catalog>('/src/**/messages.nl.json', {
  eager: true,
  import: 'default',
});
