import type { Equipment } from '@/domain/documents/schemas';

/** What the usage panels of a unit read: its document, and the company it is shown under. */
export interface UnitPanelProps {
  equipment: Equipment;
  company: string | undefined;
}
