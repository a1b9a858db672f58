import { paths } from '@/config/paths';

// docs/decisions.md#work-orders: what a unit's QR label opens. Staff scan into the unit's page;
// a salon owner's front desk prefers the salon board of the unit's company.

export const LABEL_TARGETS = ['unit', 'board'] as const;
export type LabelTarget = (typeof LABEL_TARGETS)[number];

export const readLabelTarget = (value: string | null): LabelTarget =>
  value === 'board' ? 'board' : 'unit';

/** The absolute URL a label's QR code holds. */
export function labelUrl(
  unit: { guid: string; companyGuids: readonly string[] },
  target: LabelTarget,
  company: string | undefined,
  origin: string,
): string {
  const path =
    target === 'board'
      ? paths.board.href(company ?? unit.companyGuids[0], unit.guid)
      : paths.equipment.href(unit.guid, company);
  return new URL(path, origin).href;
}
